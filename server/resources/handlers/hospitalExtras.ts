import { type HospitalRow as StoredHospital } from '../../db/hospitalRow';
import { ok } from '../../http/envelope';
import { outOfScope } from '../../http/resourceErrors';
import { nestByParent } from '../../shared/nestByParent';
import { familyModel } from '../familyModel';
import { catalogueClassOf } from '../hooks/hospitalHooks';
import { stampRecord } from '../lifecycle';
import { type RecordContext, toOutput } from '../recordOps';
import { type ResourceHandler, idOf, queryValue } from './handlerTypes';
import { stateBody } from './stateBody';

type HospitalRow = Omit<StoredHospital, 'sort_no'>;

/** The user's hospitals, from the table scoping reads, in seeding order. */
const managedRows = (rc: RecordContext): HospitalRow[] =>
  rc.store.db
    .prepare<[string], HospitalRow>(
      `SELECT hosp_id, parent_id, region_code, hosp_name, hosp_class, state FROM hospitals
       WHERE hosp_id IN (SELECT value FROM json_each(?)) ORDER BY sort_no, hosp_id`,
    )
    .all(JSON.stringify([...rc.access.managed]));

const summary = (row: HospitalRow) => ({
  ID: row.hosp_id,
  hospId: row.hosp_id,
  hospName: row.hosp_name,
  parentId: row.parent_id,
  regionCode: row.region_code,
  hospClass: catalogueClassOf(row.hosp_class),
  HospClass: row.hosp_class,
  state: row.state === 1 ? '1' : '2',
});

/** GET hospitals/manage (fcmanage, ngmanage): the hospitals the user manages, flat. */
const manageHandler: ResourceHandler = ({ rc }) => ok(managedRows(rc).map(summary));

interface CascaderNode {
  value: string;
  label: string;
  children?: CascaderNode[];
}

/** GET hospitals/cascader: the managed hospitals as a tree (antd Cascader's value/label). */
const cascaderHandler: ResourceHandler = ({ rc }) => {
  const rows = managedRows(rc);
  const nodes = new Map<string, CascaderNode>(
    rows.map((row) => [row.hosp_id, { value: row.hosp_id, label: row.hosp_name }]),
  );
  return ok(
    nestByParent(rows, nodes, {
      id: (row) => row.hosp_id,
      parent: (row) => row.parent_id || null,
      children: (node) => (node.children ??= []),
      orphans: 'roots',
    }),
  );
};

/** GET hospitals/GetChildrenHospital?hospId=: the direct children of a managed hospital. */
const childrenHandler: ResourceHandler = ({ rc, query }) => {
  const parent = queryValue(query, 'hospId') ?? rc.access.user.hospitalId;
  if (!rc.access.managed.has(parent)) throw outOfScope();
  return ok(
    managedRows(rc)
      .filter((row) => row.parent_id === parent)
      .map(summary),
  );
};

/** PUT hospitals/state/{id} {state}: enables ('1') or disables ('2'); toggles without a body. */
const stateHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const hospitals = familyModel('hospitals');
  const record = rc.store.get('hospitals', idOf(call));
  const body = stateBody(call.body, record);
  const updated = stampRecord(rc, hospitals, idOf(call), 'state', body);
  return ok(
    toOutput(hospitals, updated, rc.today),
    updated.data.state === '1' ? '已启用' : '已停用',
  );
};

export const HOSPITAL_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  manage: manageHandler,
  fcmanage: manageHandler,
  ngmanage: manageHandler,
  cascader: cascaderHandler,
  GetChildrenHospital: childrenHandler,
  state: stateHandler,
};
