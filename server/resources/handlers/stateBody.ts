import { badRequest } from '../../http/resourceErrors';
import { type StoredRecord } from '../store/resourceStore';

const STATES = new Set(['1', '2']);

/**
 * The body of a `state/{id}` route: `{state: '1' | '2'}` and nothing else (DESIGN.md Security: the
 * route once merged any field it was sent, isAdmin included). No body toggles the current state.
 */
export const stateBody = (body: unknown, record: StoredRecord | undefined): { state: string } => {
  if (body === undefined || body === null || body === '') {
    return { state: record?.data.state === '1' ? '2' : '1' };
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('请求体应为 {"state": "1"} 或 {"state": "2"}');
  }
  const extra = Object.keys(body).filter((name) => name !== 'state');
  if (extra.length > 0) throw badRequest(`启用/停用只能修改状态，不能修改：${extra.join('、')}`);
  const { state } = body as { state?: unknown };
  const text = typeof state === 'number' ? String(state) : state;
  if (typeof text !== 'string' || !STATES.has(text)) {
    throw badRequest('状态只能是 1（启用）或 2（停用）', 'state');
  }
  return { state: text };
};
