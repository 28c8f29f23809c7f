import {
  DUPLICATE_EXPORT_CODE,
  NON_STANDARD_EXPORT_CODE,
  PERSON_MERGE_CODE,
} from '../../src/services/contract/archives/archiveCodes';
import { buttonVerbOf, type Verb } from '../../src/services/contract/catalogue';
import { button, type RoutePermission, signedIn } from '../security/routePermission';
import { type FamilyModel } from './familyModel';
import { findTransition } from './lifecycle';

/**
 * Reads are scoped to the user's hospitals by the store (access.ts), so they need a token and no
 * button; every write, export and lifecycle step needs the button the client shows for it.
 */
const SCOPED_READ = signedIn('a read, limited to the hospitals the user may see');

const READ_VERBS: ReadonlySet<Verb> = new Set([
  'list',
  'page',
  'get',
  'formInit',
  'init',
  'history',
  'print',
]);
const BUTTON_VERBS: ReadonlySet<Verb> = new Set(['create', 'update', 'deletes', 'excel']);

const read = (reason: string): RoutePermission => signedIn(`a read: ${reason}`);

/**
 * The named extras of the catalogue, each with the button it needs (a FunDetailID the menu seeds)
 * or the reason it needs none. An extra missing here is refused (fail closed), and the route
 * permission test names it.
 */
export const EXTRA_PERMISSIONS: Readonly<
  Record<string, Readonly<Record<string, RoutePermission>>>
> = {
  CodeDictionarys: { codeSN: read('dictionary entries, the same for everyone') },
  hospitals: {
    manage: read("the user's own managed hospitals"),
    fcmanage: read("the user's own managed hospitals"),
    ngmanage: read("the user's own managed hospitals"),
    cascader: read("the user's own managed hospitals"),
    GetChildrenHospital: read('children of a managed hospital only'),
    hospId: SCOPED_READ,
    state: button('hospitals:update'),
  },
  regions: {
    cascader: read('administrative divisions, public data'),
    AllParentRegion: read('administrative divisions, public data'),
    levelOfRegion: read('administrative divisions, public data'),
  },
  fileStorageInfos: {
    base64Files: signedIn('attachments of the forms the user fills in; stored per hospital'),
    files: signedIn('attachments of the forms the user fills in; stored per hospital'),
    filesInfo: SCOPED_READ,
    downloadFile: SCOPED_READ,
  },
  functionQXs: {
    allMenus: button('functionQXs:update'),
    functionID: button('functionQXs:update'),
  },
  functionDetails: {
    all: button('functionDetails:update'),
    funDetailNo: button('functionDetails:update'),
  },
  userGroups: { groupCode: SCOPED_READ },
  persons: {
    personNum: read('the next number of a managed hospital'),
    select: SCOPED_READ,
    GetPersonByIDCardNo: SCOPED_READ,
    duplicate: SCOPED_READ,
    duplicatePairs: SCOPED_READ,
    duplicateCompare: SCOPED_READ,
    // 非重复 settles a pair for good, as a merge would: the same button as the merge.
    duplicateDismiss: button(PERSON_MERGE_CODE),
    oldPerson: SCOPED_READ,
    nostand: SCOPED_READ,
    nostandSummary: SCOPED_READ,
    nostandexcel: button(NON_STANDARD_EXPORT_CODE),
    fcehrtoken: SCOPED_READ,
    details: SCOPED_READ,
    homepage: SCOPED_READ,
    // Every resident with full ID number and phone: the export button, like persons/excel.
    personExcel: button('persons:excel'),
    duplicateexcel: button(DUPLICATE_EXPORT_CODE),
    // Merging writes the duplicates off: the write-off button, not a lesser one (the client
    // shows the merge for the same code).
    fileMerge: button(PERSON_MERGE_CODE),
    // Who may merge may undo a merge (it restores the archive the merge closed).
    fileMergeUndo: button(PERSON_MERGE_CODE),
    mergeHistory: SCOPED_READ,
    createFileNum: button('persons:update'),
    collate: button('persons:update'),
    setintotwodisease: button('persons:update'),
    // 档案注销, 恢复 and 转移: the township's buttons (the village applies, personapplyterminations).
    restore: button('persons:restore'),
    transfer: button('persons:transfer'),
    // The villages and doctors of the 转移 dialog: read with the button that moves.
    transferVillages: button('persons:transfer'),
  },
  // Who may confirm an application may reject it.
  personapplyterminations: { reject: button('personapplyterminations:confirm') },
  hypertensionFollowUp: { bloodpressurechart: SCOPED_READ },
  diabetesFollowUP: { bloodsugarchart: SCOPED_READ },
  signRegistes: {
    appointment: SCOPED_READ,
    populationCheck: SCOPED_READ,
    teamChoices: SCOPED_READ,
    fulfilment: SCOPED_READ,
    // 续约 makes a new agreement: the signing's own create button.
    renew: button('signRegistes:create'),
  },
  familys: {
    addperson: button('familys:update'),
    deleteperson: button('familys:update'),
    addHeadHousehold: button('familys:update'),
    GetPersonByFamilyCode: SCOPED_READ,
  },
  healthCheckTables: { jkpj: SCOPED_READ },
  sysUsers: {
    userExcel: button('sysUsers:excel'),
    state: button('sysUsers:update'),
    unlock: button('sysUsers:update'),
  },
  OutboundRecordMains: { SendAliyun: button('OutboundRecordMains:create') },
  tasksqz: { start: button('tasksqz:update'), stop: button('tasksqz:update') },
};

/**
 * What a catalogue route needs: the standard verbs by rule (reads none, CRUD and export their
 * `{family}:{verb}` button), a lifecycle step its own button, a named extra its declaration.
 */
export const resourcePermission = (
  model: FamilyModel,
  key: string,
): RoutePermission | undefined => {
  const declared = EXTRA_PERMISSIONS[model.id]?.[key];
  if (declared) return declared;
  if (READ_VERBS.has(key as Verb)) return SCOPED_READ;
  if (BUTTON_VERBS.has(key as Verb) || findTransition(model, key)) {
    return button(`${model.id}:${buttonVerbOf(key)}`);
  }
  return undefined;
};
