import {
  assessHealthCheck,
  blockingCheckIssues,
  HEALTH_CHECK_CARD_FAMILIES,
  hasActiveCard,
  healthCheckPerson,
  type ManagedProgramme,
} from '../../../src/domain/healthCheck';
import { invalid } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { text } from '../recordValues';
import { RECORD_SELECT } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

const SELF_CARE_FAMILY = 'healthchecktablescores';

const recordsOf = (rc: RecordContext, family: string, personNum: string) =>
  rc.store
    .query(`${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ?`, [family, personNum])
    .map((record) => record.data);

/**
 * 健康体检表 (national-forms.md §3, national-forms-2.md §6): the same kernel rules as the form.
 * The items the resident's check leaves out are cleared; 体质指数 and its band, the 65+ self-care
 * band (from the latest 生活自理能力评估) and 空腹血糖 in the other unit are computed and stored,
 * whatever a client sent; a check that is not complete (现存主要健康问题 left empty, no 足背动脉 of
 * a diabetic, 健康评价 无异常 with findings…) is refused with each field named.
 */
const prepare = (rc: RecordContext, data: RecordData): void => {
  const personNum = text(data.personNum);
  if (!personNum) return; // assertComplete names the missing resident
  const managed = Object.fromEntries(
    Object.entries(HEALTH_CHECK_CARD_FAMILIES).map(([programme, family]) => [
      programme,
      hasActiveCard(recordsOf(rc, family, personNum)),
    ]),
  ) as Record<ManagedProgramme, boolean>;
  const person = healthCheckPerson(
    rc.store.get('persons', personNum)?.data,
    text(data.checkDate),
    managed,
  );
  const assessment = assessHealthCheck(data, {
    person,
    selfCareAssessments: recordsOf(rc, SELF_CARE_FAMILY, personNum),
    chronic: rc.followUpRules.chronic,
  });
  for (const name of assessment.hidden) delete data[name];
  Object.assign(data, assessment.computed);
  const issues = blockingCheckIssues(assessment).filter(
    (issue) => !assessment.hidden.has(issue.field),
  );
  if (issues.length) throw invalid(issues.map(({ field, message }) => ({ field, message })));
};

export const healthCheckHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    prepare(rc, data);
    return undefined;
  },
  prepareUpdate: (rc, _model, _existing, data) => prepare(rc, data),
};
