import { type FastifyInstance } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import { assessableItem, assessmentProblem } from '../../src/domain/workScore';
import {
  WORK_SCORE_COMPONENT,
  type WorkScoreEntryRequest,
} from '../../src/services/contract/reportPaths';
import { actorOf, appendAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { badRequest, scopeRoot } from './chronicAccess';
import { periodOfQuery } from './reportRoutes';
import { addWorkScoreEntry } from './workScoreEntries';
import { workScoreRows } from './workScores';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * 考核汇总's assessor entry: a hand score of an item the template leaves to the assessor, or an
 * adjustment of a computed item, for one institution of the assessor's scope and a year or a
 * quarter. Checked by the kernel's assessmentProblem, kept as history, and written to the audit
 * trail with the score before and after and the reason, in one transaction.
 */
export const registerWorkScoreEntryRoute = (
  app: FastifyInstance,
  ctx: ServerContext,
  path: string,
): void => {
  app.post<{ Body: Partial<Record<keyof WorkScoreEntryRequest, unknown>> | undefined }>(
    path,
    (request) => {
      const user = requireUser(request);
      const body = request.body ?? {};
      const hospitalId = textOf(body.hospitalId);
      if (!hospitalId) throw badRequest('请指定考核机构');
      scopeRoot(user, hospitalId, hospitalId);
      const kind = textOf(body.period);
      if (kind !== 'year' && kind !== 'quarter') throw badRequest('考核周期应为年度或季度');
      const today = dateText();
      const period = periodOfQuery(
        { period: kind, year: textOf(body.year), quarter: textOf(body.quarter) },
        today,
      );
      const itemId = textOf(body.itemId) ?? '';
      const problem = assessmentProblem({ itemId, score: body.score, reason: body.reason });
      if (problem) throw badRequest(problem);
      const item = assessableItem(itemId)!;
      const score = body.score as number;
      const reason = (body.reason as string).trim();
      ctx.readModels.refresh();
      return ctx.db.transaction(() => {
        const row = workScoreRows(ctx.db, hospitalId, period, today, ctx.followUpRules)[0];
        if (!row) throw badRequest('考核机构不存在');
        const before =
          item.kind === 'hand'
            ? (row.handItems.find((candidate) => candidate.id === itemId)?.score ?? null)
            : (row.items.find((candidate) => candidate.id === itemId)?.finalScore ?? null);
        const actor = actorOf(ctx.db, user, request);
        const entry = addWorkScoreEntry(ctx.db, {
          hospitalId,
          periodKey: period.label,
          itemId,
          kind: item.kind,
          score,
          reason,
          account: user.account,
          userName: actor.userName,
        });
        appendAuditEvent(ctx.db, actor, {
          action: 'update',
          resource: WORK_SCORE_COMPONENT,
          recordIds: [hospitalId],
          detail: `${row.hospitalName} ${period.label} ${item.label}${
            item.kind === 'hand' ? '现场评分' : '调整得分'
          }：${reason}`.slice(0, 500),
          changes: [{ field: itemId, label: item.label, before, after: score }],
        });
        return ok(entry, item.kind === 'hand' ? '评分已保存' : '调整已保存');
      })();
    },
  );
};
