import { ok } from '../../http/envelope';
import {
  createRecord,
  deleteRecords,
  exportRecords,
  listRecords,
  readRecord,
  toOutput,
  updateRecord,
} from '../resourceService';
import { parseIds } from '../validation/validateInput';
import { excelReply } from './excelHandlers';
import { type ResourceCall, type ResourceHandler, idOf } from './handlerTypes';

export const listHandler: ResourceHandler = ({ rc, model, query }) =>
  ok(listRecords(rc, model, query));

export const getHandler: ResourceHandler = (call) =>
  ok(toOutput(call.model, readRecord(call.rc, call.model, idOf(call)), call.rc.today));

export const createHandler: ResourceHandler = ({ rc, model, body, reply }) => {
  const record = createRecord(rc, model, body);
  reply.status(201);
  return ok(toOutput(model, record, rc.today), '保存成功', 201);
};

export const updateHandler: ResourceHandler = (call) => {
  const { rc, model, body } = call;
  return ok(toOutput(model, updateRecord(rc, model, idOf(call), body), rc.today), '保存成功');
};

export const deletesHandler: ResourceHandler = ({ rc, model, body }) => {
  const deleted = deleteRecords(rc, model, parseIds(body));
  return ok({ deleted }, '删除成功');
};

export const excelHandler: ResourceHandler = (call: ResourceCall) =>
  excelReply(call, call.model.title, call.model.id, (maxRows) =>
    exportRecords(call.rc, call.model, call.query, maxRows),
  );
