/**
 * The resources feature's public surface: the generic page of the resource catalogue, which the
 * app's page table opens for every menu component name that is a family without a page of its
 * own. Only loaders are exported, so importing this costs nothing until a list opens.
 */
export const resourcePages = {
  workbench: () => import('./ResourcePage'),
};

/** The first page of a family's list, asked for as a menu click opens its page (prefetchFirstPage). */
export const loadFirstPagePrefetch = () => import('./prefetchFirstPage');

/** The page's own endpoints (lookups, lists), for the QA replay that needs their definitions. */
export const loadResourcePageEndpoints = () => import('./resourcePageApi');

/*
 * The pure model of the generic page, for dedicated pages that build on it (a follow-up page
 * with its own layout still wants the same rules, masks and list parameters) and for tests.
 */
export {
  FALLBACK_COLUMN_COUNT,
  filterFields,
  FIRST_SCREEN_FIELDS,
  firstScreenGroupCount,
  formFields,
  groupBySection,
  inferFields,
  listFields,
} from './model/fieldModel';
export type { FieldGroup, FormMode } from './model/fieldModel';
export {
  medicationRules,
  ruleDependencies,
  rulesFor,
  serviceItemRules,
  wireValue,
} from './model/fieldRules';
export { cellText, columnTitle } from './model/cellText';
export { LookupText } from './components/LookupText';
export { RowsInput } from './components/RowsInput';
export { toDraftBody, toFormValues, toRequestBody } from './model/formValues';
export type { FormValues } from './model/formValues';
export {
  INITIAL_LIST_STATE,
  PAGE_SIZES,
  toFilterParams,
  toListParams,
  VIRTUAL_ROWS_FROM,
} from './model/listQuery';
export type { ListState } from './model/listQuery';
export { canCheckDuplicateId, idCardAutofill, primaryIdField } from './model/idAutofill';
export { cardAutofill } from './model/cardAutofill';
export type { ReadCard } from './model/cardAutofill';
export * from './model/recordActions';
export { permissionCode } from './model/permissionCode';
export { controlledVerbs, familyControls } from './model/familyControls';
export {
  examinationReportParams,
  findingsSummary,
  recordReportOf,
  reportKindOf,
} from './model/assistantReport';

/*
 * Per-family behaviour of the record dialog: the features that own a family's rules export its
 * hook, the app composes the table and provides it (FormExtensionsProvider).
 */
export { createFormExtensions, FormExtensionsProvider, NO_FORM_EXTENSIONS } from './formExtensions';
export type {
  FieldRules,
  FormExtension,
  FormExtensionContext,
  FormExtensionGroup,
  FormExtensionHook,
  FormExtensions,
  FormExtensionTable,
} from './formExtensions';
export * from './formExtensionTools';
export { FamilyRecordDialog, type FamilyRecordDialogProps } from './components/FamilyRecordDialog';
export { requestResidentDefaults, usePrefetchResidentDefaults } from './hooks/residentDefaults';

/*
 * Components for dedicated pages that build on the generic ones (the resident's archive edits
 * its services with the same dialog and its personal information with the same form).
 */
export { FieldControl } from './components/FieldControl';
export { RecordDialog } from './components/RecordDialog';
export type { DialogTarget } from './components/RecordDialog';
export { RecordForm } from './components/RecordForm';
export { useResourceAccess } from './hooks/useResourceAccess';
export type { CanVerb } from './hooks/useResourceAccess';
