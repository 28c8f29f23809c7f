import { type FollowUpRules } from '../../src/domain/followUp';
import { type StatPeriod } from '../../src/domain/indicators';
import {
  DEFAULT_FIGURE_ITEMS,
  DEFAULT_HAND_ITEMS,
  effectiveScore,
  scoreFigureItem,
} from '../../src/domain/workScore';
import { type WorkScoreReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { figureValues } from './figureReport';
import { newestEntry, workScoreEntries } from './workScoreEntries';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * 考核汇总 computed: each institution's computed items scored from the figure catalogue's values
 * (the same figureValues every report reads), with how each score was reached; the assessor's
 * newest entry of an item (a hand score, an adjustment with its reason) counts instead, and the
 * entries of the period come along as the history.
 */
export const workScoreRows = (
  db: Db,
  root: string,
  period: StatPeriod,
  today: string,
  rules: FollowUpRules,
): WorkScoreReply['rows'] => {
  const { rows } = figureValues(
    db,
    root,
    period,
    today,
    rules,
    DEFAULT_FIGURE_ITEMS.map((item) => item.figure),
  );
  const entries = workScoreEntries(
    db,
    period.label,
    rows.map((row) => row.hospitalId),
  );
  return rows.map((row) => {
    const history = entries.get(row.hospitalId) ?? [];
    const items = DEFAULT_FIGURE_ITEMS.map((item) => {
      const computed = scoreFigureItem(item, row.values[item.figure]);
      const adjustment = newestEntry(history, item.id) ?? null;
      return {
        id: item.id,
        label: item.label,
        part: item.part,
        points: item.points,
        figure: item.figure,
        value: row.values[item.figure] ?? null,
        ...computed,
        adjustment,
        finalScore: effectiveScore(computed.score, adjustment ?? undefined),
      };
    });
    const handItems = DEFAULT_HAND_ITEMS.map((item) => {
      const entry = newestEntry(history, item.id) ?? null;
      return { ...item, score: entry?.score ?? null, entry };
    });
    return {
      hospitalId: row.hospitalId,
      hospitalName: row.hospitalName,
      hospClass: row.hospClass,
      parentId: row.parentId,
      depth: row.depth,
      items,
      handItems,
      computedTotal: round1(items.reduce((sum, item) => sum + item.score, 0)),
      total: round1(
        items.reduce((sum, item) => sum + item.finalScore, 0) +
          handItems.reduce((sum, item) => sum + (item.score ?? 0), 0),
      ),
      handPending: handItems.filter((item) => item.score === null).length,
      history,
    };
  });
};
