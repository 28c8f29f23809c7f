import {
  concreteFamilies,
  type ConcreteFamilySpec,
  type FieldSpec,
  type LifecycleSpec,
} from '../../src/services/contract/catalogue';

/**
 * Which hospitals' records a user reaches:
 * - managed: records of the hospitals the user manages (their hospital and everything below);
 * - inherited: also records published by the hospitals above (notices, sign-up teams, packages),
 *   which the user reads but changes only within the managed hospitals;
 * - shared: platform-wide reference data without a hospital (dictionaries, regions), read by
 *   everyone and maintained by administrators.
 */
export type ScopeMode = 'managed' | 'inherited' | 'shared';

const SCOPES: Readonly<Record<string, ScopeMode>> = {
  CodeDictionarys: 'shared',
  codeCategorys: 'shared',
  regions: 'shared',
  functionQXs: 'shared',
  functionDetails: 'shared',
  userGroups: 'shared',
  systemParams: 'shared',
  defaultParam: 'shared',
  questionLib: 'shared',
  questionGroup: 'shared',
  checkItemsBases: 'shared',
  checkItemGroups: 'shared',
  signServiceItems: 'shared',
  signServiceItemSubs: 'shared',
  AIAnalysisTemplates: 'shared',
  workscoretemplate: 'shared',
  MedicalCommunityGroups: 'shared',
  noticeannouncement: 'inherited',
  noticeannouncementreplys: 'inherited',
  signServicePackages: 'inherited',
  signTeams: 'inherited',
  signTeamDoctors: 'inherited',
  healtheducations: 'inherited',
  OutboundTemplates: 'inherited',
  ds_healthbanktasks: 'inherited',
  ds_healthgoodss: 'inherited',
};

/** Server-written fields every record carries. */
export const AUDIT_FIELDS = ['createdBy', 'createdAt', 'updatedBy', 'updatedAt'] as const;

/** Fields the server adds to replies (the hospital's name, a resident's age). */
const DERIVED_FIELDS = ['hospitalName', 'age'];

/** The key columns: the first of these a family has names its `name` / `record_date` column. */
export const NAME_CANDIDATES = [
  'name',
  'childName',
  'headName',
  'userName',
  'hospName',
  'regionName',
  'codeName',
  'teamName',
  'packageName',
  'groupName',
  'title',
  'personName',
];
export const DATE_CANDIDATES = [
  'visitDate',
  'checkDate',
  'signDate',
  'referralDate',
  'deathDate',
  'certificateDate',
  'cardDate',
  'confirmDate',
  'buildDate',
  'publishDate',
  'activityDate',
  'educationDate',
];

/** Field names a record may hold when its family declares no fields. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** What the server derives once per family from its catalogue entry. */
export interface FamilyModel {
  spec: ConcreteFamilySpec;
  id: string;
  title: string;
  idField: string;
  /** The family declares its fields; otherwise any well-formed field name is accepted. */
  declared: boolean;
  fields: readonly FieldSpec[];
  fieldByName: ReadonlyMap<string, FieldSpec>;
  /** Declared fields a client may write. */
  inputFields: ReadonlyMap<string, FieldSpec>;
  /** Fields the server writes; ignored when a client sends them back. */
  serverFields: ReadonlySet<string>;
  lifecycles: readonly LifecycleSpec[];
  /** The first lifecycle's field, kept in the `status` column. */
  statusField: string | undefined;
  nameField: string | undefined;
  dateField: string | undefined;
  /** The field holding the record's hospital (the `hospital_id` column); undefined for shared data. */
  hospitalField: string | undefined;
  /** A service record of a resident: `personNum` refers to a persons record. */
  personLinked: boolean;
  scope: ScopeMode;
}

/** twowayreferrals keeps its hospital in fromHospitalId (转出单位). */
const hospitalFieldOf = (
  spec: ConcreteFamilySpec,
  fields: readonly FieldSpec[],
  scope: ScopeMode,
): string | undefined => {
  if (scope === 'shared') return undefined;
  if (spec.id === 'hospitals') return spec.idField;
  if (fields.length === 0 || fields.some((field) => field.name === 'hospitalId')) {
    return 'hospitalId';
  }
  return fields.find((field) => field.kind === 'lookup' && field.lookup?.family === 'hospitals')
    ?.name;
};

/** Action names whose `{action}Time` / `{action}By` stamps the server writes. */
const stampedActions = (spec: ConcreteFamilySpec): string[] => [
  ...spec.lifecycles.map((lifecycle) => lifecycle.field),
  ...Object.keys(spec.extras),
];

export const buildFamilyModel = (spec: ConcreteFamilySpec): FamilyModel => {
  const fields = spec.fields ?? [];
  const scope = SCOPES[spec.id] ?? 'managed';
  const lifecycleFields = new Set(spec.lifecycles.map((lifecycle) => lifecycle.field));
  const hospitalField = hospitalFieldOf(spec, fields, scope);
  const serverFields = new Set<string>([
    spec.idField,
    ...AUDIT_FIELDS,
    ...DERIVED_FIELDS,
    ...lifecycleFields,
    ...stampedActions(spec).flatMap((action) => [`${action}Time`, `${action}By`]),
    ...fields.filter((field) => field.readonly).map((field) => field.name),
  ]);
  if (spec.id === 'persons') serverFields.add('twoDisease');
  if (spec.id === 'hospitals') serverFields.add('hospitalId');
  const inputFields = new Map(
    fields
      .filter((field) => !serverFields.has(field.name) || field.name === hospitalField)
      .map((field) => [field.name, field]),
  );
  const has = (name: string) => fields.some((field) => field.name === name);
  return {
    spec,
    id: spec.id,
    title: spec.title,
    idField: spec.idField,
    declared: fields.length > 0,
    fields,
    fieldByName: new Map(fields.map((field) => [field.name, field])),
    inputFields,
    serverFields,
    lifecycles: spec.lifecycles,
    statusField: spec.lifecycles[0]?.field,
    nameField: NAME_CANDIDATES.find(has),
    dateField: DATE_CANDIDATES.find(has),
    hospitalField,
    personLinked: spec.id !== 'persons' && has('personNum'),
    scope,
  };
};

/**
 * Families answered by dedicated route files, not by the generic store: sign-in (tokens), the
 * release list (versionupdate) and the assistant's conversations and suggested questions.
 */
export const DEDICATED_FAMILIES: ReadonlySet<string> = new Set([
  'tokens',
  'versionupdate',
  'AIConversationMains',
  'AIProblemTemplateLibrarys',
]);

/**
 * Single routes of generic families that a dedicated route answers (or would shadow): the menu
 * tree, the change-password call, and system parameters read by key.
 */
export const DEDICATED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  functionQXs: ['userMenus'],
  sysUsers: ['password'],
  systemParams: ['get', 'IsAllowInputCOPD'],
};

export const FAMILY_MODELS: ReadonlyMap<string, FamilyModel> = new Map(
  concreteFamilies
    .filter((spec) => !DEDICATED_FAMILIES.has(spec.id))
    .map((spec) => [spec.id, buildFamilyModel(spec)]),
);

export const familyModel = (id: string): FamilyModel => {
  const model = FAMILY_MODELS.get(id);
  if (!model) throw new Error(`no generic family ${id}`);
  return model;
};
