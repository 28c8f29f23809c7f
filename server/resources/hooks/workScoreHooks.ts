import { overScoredPart, workScoreGrade, workScoreTotal } from '../../../src/domain/workScore';
import { badRequest } from '../../http/resourceErrors';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

/**
 * 考核汇总: 总分 and 等级 are the server's, from the same pure rule the seed uses, so a total
 * never disagrees with its parts. A part above its full marks is refused by name (the field's
 * max says so too; this names the part when a deployment changes the weights).
 */
const scoreAssessment = (data: RecordData): void => {
  const over = overScoredPart(data);
  if (over) throw badRequest(`${over.label}得分不能超过${over.max}分`, over.field);
  const total = workScoreTotal(data);
  if (total === undefined) {
    delete data.totalScore;
    delete data.grade;
    return;
  }
  data.totalScore = total;
  data.grade = workScoreGrade(total);
};

export const workScoreHooks: FamilyHooks = {
  prepareCreate: (_rc, _model, data) => {
    scoreAssessment(data);
    return undefined;
  },
  prepareUpdate: (_rc, _model, _existing, data) => scoreAssessment(data),
};
