import { type FollowUpRules } from '../../src/domain/followUp';
import { type StatPeriod } from '../../src/domain/indicators';
import {
  DEFAULT_FIGURE_ITEMS,
  DEFAULT_HAND_ITEMS,
  scoreFigureItem,
} from '../../src/domain/workScore';
import { type WorkScoreReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { figureValues } from './figureReport';

/**
 * 考核汇总 computed: each institution's computed items scored from the figure catalogue's values
 * (the same figureValues every report reads), with how each score was reached; the hand-scored
 * items of the template wait for the assessor.
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
  return rows.map((row) => {
    const items = DEFAULT_FIGURE_ITEMS.map((item) => ({
      id: item.id,
      label: item.label,
      part: item.part,
      points: item.points,
      figure: item.figure,
      value: row.values[item.figure] ?? null,
      ...scoreFigureItem(item, row.values[item.figure]),
    }));
    return {
      hospitalId: row.hospitalId,
      hospitalName: row.hospitalName,
      hospClass: row.hospClass,
      parentId: row.parentId,
      depth: row.depth,
      items,
      handItems: DEFAULT_HAND_ITEMS.map((item) => ({ ...item, score: null })),
      computedTotal: Math.round(items.reduce((sum, item) => sum + item.score, 0) * 10) / 10,
    };
  });
};
