import { educationActivityIssues } from '../../../src/domain/education';
import { invalid } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

/**
 * The server side of the 健康教育活动记录 rules: the same pure module as the record dialog, so a
 * lecture without its 主讲人 or a form dated before its activity is refused with the field named.
 */
const check = (rc: RecordContext, data: RecordData): void => {
  const issues = educationActivityIssues(data, rc.today);
  if (issues.length) throw invalid(issues);
};

export const educationActivityHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    check(rc, data);
    return undefined;
  },
  prepareUpdate: (rc, _model, _existing, data) => check(rc, data),
};
