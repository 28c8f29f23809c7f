import { randomBytes } from 'node:crypto';

import { maskName } from '../../../src/domain/identity';
import { normalizeIdCard } from '../../../src/domain/identity';
import { type PagedResponse } from '../../../src/services/contract/envelope';
import { recordAuditEvent } from '../../audit/auditLog';
import { ok } from '../../http/envelope';
import { badRequest, outOfScope } from '../../http/resourceErrors';
import { familyModel } from '../familyModel';
import { assignFileNum, previewPersonNum } from '../hooks/personHooks';
import { stampRecord } from '../lifecycle';
import { changeWritable, readRecord, type RecordContext, toOutput } from '../recordOps';
import { applyChanges, exportRecords, listRecords } from '../resourceService';
import { RECORD_SELECT } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import {
  restoreHandler,
  transferHandler,
  transferVillagesHandler,
  writeOffHandler,
} from './archiveLifecycleHandlers';
import {
  nostandExcelHandler,
  nostandHandler,
  nostandSummaryHandler,
} from './archiveQualityHandlers';
import { DUPLICATE_EXTRAS } from './duplicateHandlers';
import { excelReply } from './excelHandlers';
import { idOf, queryValue, type ResourceHandler } from './handlerTypes';
import { fileMergeHandler, fileMergeUndoHandler, mergeHistoryHandler } from './mergeHandlers';
import { assembleProfile } from './personProfile';
import { serviceSummary } from './personServices';

const persons = () => familyModel('persons');

/** GET persons/personNum: the number the next resident of a hospital gets (not reserved). */
const personNumHandler: ResourceHandler = ({ rc, query }) => {
  const hospitalId = queryValue(query, 'hospitalId') ?? rc.access.user.hospitalId;
  if (!rc.access.managed.has(hospitalId)) throw outOfScope();
  return ok({ personNum: previewPersonNum(rc, hospitalId) });
};

/** POST persons/createFileNum/{personNum}: gives a 17-digit 档案编号 to a file without one. */
const createFileNumHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const record = changeWritable(rc, persons(), idOf(call), (person) => {
    if (typeof person.data.fileNum === 'string' || !person.hospitalId) return person;
    const fileNum = assignFileNum(rc, person.hospitalId);
    return applyChanges(rc, persons(), person, { values: {}, cleared: [] }, 'createFileNum', {
      fileNum,
    });
  });
  return ok({ personNum: record.id, fileNum: record.data.fileNum }, '档案编号已生成');
};

/** The fields of the resident picker. */
const PICKER_FIELDS = [
  'personNum',
  'name',
  'sex',
  'IDCardNo',
  'birthDate',
  'age',
  'phone',
  'address',
  'familyCode',
  'status',
  'hospitalId',
  'hospitalName',
];

/** GET persons/select?keyword=: a short list for choosing a resident. */
const selectHandler: ResourceHandler = ({ rc, query }) => {
  const page = listRecords(rc, persons(), query);
  return ok({
    ...page,
    items: page.items.map((item) =>
      Object.fromEntries(PICKER_FIELDS.map((name) => [name, item[name] ?? null])),
    ),
  });
};

/** GET persons/GetPersonByIDCardNo?IDCardNo=: the file of an ID number. */
const byIdCardHandler: ResourceHandler = ({ rc, query }) => {
  const idCard = queryValue(query, 'IDCardNo') ?? queryValue(query, 'idCardNo');
  if (!idCard) throw badRequest('请提供身份证号（IDCardNo）', 'IDCardNo');
  const [record] = rc.store.query(
    `${RECORD_SELECT} WHERE r.family = 'persons' AND r.id_card_no = ?`,
    [normalizeIdCard(idCard)],
  );
  // A lookup that finds no one is an answer, not an error: a 404 here put a red line in the
  // browser console for every new registration.
  if (!record) return ok(null, '未找到该身份证号的居民档案');
  if (!rc.access.canRead(persons(), record.hospitalId)) throw outOfScope();
  return ok(toOutput(persons(), record, rc.today));
};

/** One view of a resident's archive in the access trail: who, whose archive, from which page. */
const recordArchiveView = (call: Parameters<ResourceHandler>[0], personNum: string, page: string) =>
  recordAuditEvent(call.rc.store.db, call.request, call.rc.access.user, {
    action: 'view',
    resource: 'persons',
    recordIds: [personNum],
    personNum,
    detail: page,
  });

/**
 * GET persons/homepage/{personNum}: 健康画像, assembled by the server in one call (labels,
 * signing, the timeline of every service record, trends, medications, due services).
 */
const homepageHandler: ResourceHandler = (call) => {
  const person = readRecord(call.rc, persons(), idOf(call));
  // Opening the 健康画像 shows the archive: it is a view in the trail, like 档案信息查看.
  recordArchiveView(call, person.id, '健康画像');
  return ok(assembleProfile(call.rc, person));
};

/**
 * GET persons/details/{personNum}: the record and its service summary. This is the call of
 * 档案信息查看, so each answer is written to the access trail (who, whose archive, when).
 */
const detailsHandler: ResourceHandler = (call) => {
  const person = readRecord(call.rc, persons(), idOf(call));
  recordArchiveView(call, person.id, '档案信息查看');
  return ok({
    ...toOutput(persons(), person, call.rc.today),
    services: serviceSummary(call.rc, person.id),
  });
};

/** Residents sharing a name and birth date with another resident in the user's hospitals. */
const SUSPECTED_DUPLICATE = `EXISTS (SELECT 1 FROM resource_records d
  WHERE d.family = 'persons' AND d.id <> r.id AND d.name = r.name
    AND json_extract(d.data, '$.birthDate') = json_extract(r.data, '$.birthDate')
    AND d.hospital_id IN (SELECT value FROM json_each(?)))`;

/**
 * The archives the user manages that look like the same person as `person`: the same ID number
 * (the unique index keeps this empty today, but the rule is the platform's), or the same name and
 * birth date under another number (a typo in the ID, a resident filed at two clinics). Written-off
 * files are left out, so a merged duplicate stops showing.
 */
const suspectsOf = (rc: RecordContext, personNum: string) => {
  const person = readRecord(rc, persons(), personNum);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const idCard = text(person.data.IDCardNo);
  const idCardNo = idCard ? normalizeIdCard(idCard) : null;
  const rows = rc.store.query(
    `${RECORD_SELECT} WHERE r.family = 'persons' AND r.id <> ?
       AND r.hospital_id IN (SELECT value FROM json_each(?))
       AND (r.status IS NULL OR r.status <> '4')
       AND ((r.id_card_no IS NOT NULL AND r.id_card_no = ?)
         OR (r.name = ? AND json_extract(r.data, '$.birthDate') = ?))
     ORDER BY r.id`,
    [
      person.id,
      JSON.stringify([...rc.access.managed]),
      idCardNo,
      text(person.data.name),
      text(person.data.birthDate),
    ],
  );
  return rows.map((row) => ({
    personNum: row.id,
    name: row.data.name,
    sex: row.data.sex,
    birthDate: row.data.birthDate,
    IDCardNo: row.data.IDCardNo,
    status: row.data.status,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    inScope: true,
    matchedBy:
      idCard && text(row.data.IDCardNo) && normalizeIdCard(String(row.data.IDCardNo)) === idCardNo
        ? 'IDCardNo'
        : 'nameBirthDate',
  }));
};

/**
 * GET persons/duplicate: with `personNum`, the suspected duplicates of that archive (same ID
 * number, or same name and birth date) in the user's hospitals, for the archive view; with
 * `IDCardNo`, the files holding that number anywhere on the platform (the warning that an ID is
 * already on file; names outside the user's hospitals are masked); with neither, every suspected
 * duplicate (same name and birth date) the user manages.
 */
const duplicateHandler: ResourceHandler = ({ rc, query }) => {
  const personNum = queryValue(query, 'personNum');
  if (personNum) {
    const items = suspectsOf(rc, personNum);
    const page: PagedResponse<unknown> = {
      items,
      total: items.length,
      PageNumber: 1,
      PageSize: Math.max(items.length, 1),
    };
    return ok(page);
  }
  const idCard = queryValue(query, 'IDCardNo');
  if (idCard) {
    const rows = rc.store.query(
      `${RECORD_SELECT} WHERE r.family = 'persons' AND r.id_card_no = ?`,
      [normalizeIdCard(idCard)],
    );
    const items = rows.map((row) => {
      const inScope = rc.access.canRead(persons(), row.hospitalId);
      const name = typeof row.data.name === 'string' ? row.data.name : '';
      return {
        personNum: row.id,
        name: inScope ? name : maskName(name),
        sex: row.data.sex,
        birthDate: row.data.birthDate,
        status: row.data.status,
        hospitalId: row.hospitalId,
        hospitalName: row.hospitalName,
        inScope,
      };
    });
    const page: PagedResponse<unknown> = {
      items,
      total: items.length,
      PageNumber: 1,
      PageSize: Math.max(items.length, 1),
    };
    return ok(page, items.length > 0 ? '该身份证号已建档' : '该身份证号未建档');
  }
  return ok(
    listRecords(
      rc,
      persons(),
      { SortField: 'name', SortOrder: 'asc', ...query },
      {
        extraWhere: [SUSPECTED_DUPLICATE],
        extraParams: [JSON.stringify([...rc.access.managed])],
      },
    ),
  );
};

const personExcelHandler: ResourceHandler = (call) =>
  excelReply(call, '居民健康档案', 'persons', (maxRows) =>
    exportRecords(call.rc, persons(), call.query, maxRows),
  );

/** The birth date on or before which a resident is 65 or older today. */
const elderlyBefore = (today: string): string =>
  `${Number(today.slice(0, 4)) - 65}${today.slice(4)}`;

/** GET persons/oldPerson: residents aged 65 and over. */
const oldPersonHandler: ResourceHandler = ({ rc, query }) =>
  ok(
    listRecords(rc, persons(), query, {
      extraWhere: ["json_extract(r.data, '$.birthDate') <= ?"],
      extraParams: [elderlyBefore(rc.today)],
    }),
  );

/** POST persons/setintotwodisease/{personNum}: marks the resident for 两病 management. */
const twoDiseaseHandler: ResourceHandler = (call) => {
  const extra: RecordData = { twoDisease: true };
  const record = stampRecord(call.rc, call.model, idOf(call), call.key, call.body, extra);
  return ok(toOutput(call.model, record, call.rc.today), '已纳入两病管理');
};

/** GET persons/fcehrtoken: a one-off token for the external health-record viewer (not checked
 * here: that viewer is not part of this server). */
const ehrTokenHandler: ResourceHandler = () =>
  ok({ token: randomBytes(24).toString('hex'), expiresIn: 300 });

export const PERSON_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  personNum: personNumHandler,
  createFileNum: createFileNumHandler,
  select: selectHandler,
  GetPersonByIDCardNo: byIdCardHandler,
  homepage: homepageHandler,
  details: detailsHandler,
  duplicate: duplicateHandler,
  ...DUPLICATE_EXTRAS,
  personExcel: personExcelHandler,
  oldPerson: oldPersonHandler,
  nostand: nostandHandler,
  nostandexcel: nostandExcelHandler,
  nostandSummary: nostandSummaryHandler,
  fileMerge: fileMergeHandler,
  fileMergeUndo: fileMergeUndoHandler,
  mergeHistory: mergeHistoryHandler,
  writeOff: writeOffHandler,
  restore: restoreHandler,
  transfer: transferHandler,
  transferVillages: transferVillagesHandler,
  setintotwodisease: twoDiseaseHandler,
  fcehrtoken: ehrTokenHandler,
};
