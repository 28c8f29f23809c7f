import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import { type AuditAction, type AuditEventInput, fieldChanges } from '../audit/auditLog';
import { FAMILY_MODELS, type FamilyModel } from './familyModel';
import { recordKeys } from './store/recordKeys';
import { type ResourceStore, type StoredRecord } from './store/resourceStore';

/** What one call's writes are in the trail: its verb, or the lifecycle step it names. */
export interface WriteStep {
  /** create, update, delete; a lifecycle step or a record action. */
  key: string;
  /** The route's label (终止管理, 迁出…), written as the lifecycle step's detail. */
  label: string | undefined;
}

const CRUD: Readonly<Record<string, AuditAction>> = {
  create: 'create',
  update: 'update',
  deletes: 'delete',
};

/** Accounts, groups and their grants: a change of these is a permission change in the trail. */
const PERMISSION_FAMILIES: ReadonlySet<string> = new Set([
  'sysUsers',
  'userGroups',
  'functionQXs',
  'functionDetails',
]);

const CRUD_LABELS: Readonly<Record<string, string>> = {
  create: '新增',
  update: '修改',
  deletes: '删除',
};

const labelOf = (model: FamilyModel | undefined) => (field: string) =>
  model?.fieldByName.get(field)?.label ?? dictionaryLabel(field);

const personOf = (model: FamilyModel, record: Pick<StoredRecord, 'id' | 'data'>): string | null =>
  recordKeys(model, record.id, record.data).person_num;

/**
 * The store of one call, with every insert, update and delete written to the trail in the same
 * transaction as the write: the record, its resident, the changed fields before and after. A
 * create, edit or delete is named so; whatever another call changes is its lifecycle step; and
 * a change of an account, a group or a grant is a permission change.
 */
export const auditedStore = (
  store: ResourceStore,
  step: WriteStep,
  audit: (event: AuditEventInput) => void,
): ResourceStore => {
  const own = CRUD[step.key];
  const stepName = CRUD_LABELS[step.key] ?? step.label ?? step.key;
  const write = (
    model: FamilyModel | undefined,
    resource: string,
    record: Pick<StoredRecord, 'id' | 'data'>,
    before: Readonly<Record<string, unknown>>,
    after: Readonly<Record<string, unknown>>,
  ) => {
    const permission = PERMISSION_FAMILIES.has(resource);
    audit({
      action: permission ? 'permission' : (own ?? 'lifecycle'),
      resource,
      recordIds: [record.id],
      personNum: model && !permission ? personOf(model, record) : null,
      detail: permission || !own ? stepName : undefined,
      changes: fieldChanges(before, after, labelOf(model)),
    });
  };
  return {
    ...store,
    insert: (model, record) => {
      store.insert(model, record);
      write(model, model.id, record, {}, record.data);
    },
    update: (model, record) => {
      const before = store.get(record.family, record.id);
      store.update(model, record);
      write(model, model.id, record, before?.data ?? {}, record.data);
    },
    remove: (family, ids) => {
      const before = ids.flatMap((id) => store.get(family, id) ?? []);
      const removed = store.remove(family, ids);
      const model = FAMILY_MODELS.get(family);
      for (const record of before) write(model, family, record, record.data, {});
      return removed;
    },
  };
};
