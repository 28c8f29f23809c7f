import { Alert } from 'antd';

import {
  AGE_LIMITED_ITEMS,
  childCheckAgeLabel,
  DEVELOPMENT_WARNING_SIGNS,
  isChildCheckAge,
  itemsNotCheckedAt,
  proposeCheckAge,
  tickedSigns,
} from '@/domain/child';

import { maternalChildForm, type PlainValues } from './ruleForm';

/** Until 月龄 is chosen the form cannot tell which age-limited items apply: it shows none. */
const ALL_AGE_LIMITED: ReadonlySet<string> = new Set(Object.keys(AGE_LIMITED_ITEMS));

const hiddenFields = (values: PlainValues): ReadonlySet<string> =>
  isChildCheckAge(values.checkAge) ? new Set(itemsNotCheckedAt(values.checkAge)) : ALL_AGE_LIMITED;

/**
 * 1～8月龄儿童健康检查: 月龄 proposed from the birth and visit dates, only the items that age
 * checks on the form (the paper's "——" hidden), 发育评估结果 from the ticked warning signs, and a
 * referral suggested when the screening is not passed.
 */
export const childHealthCheckForm = maternalChildForm('childHealthChecks', {
  propose: (values, touched) => {
    if (touched.has('checkAge')) return {};
    const age = proposeCheckAge(values.birthDate, values.visitDate);
    return age && age !== values.checkAge ? { checkAge: age } : {};
  },
  hiddenFields,
  computedFields: new Set(['developmentResult']),
  dependencies: {
    illnessOther: ['illness'],
    guidanceOther: ['guidance'],
    tcmGuidanceOther: ['tcmGuidance6to12m'],
    referralReason: ['referral'],
    visitDate: ['birthDate'],
  },
  header: (values) => {
    const age = values.checkAge;
    if (!isChildCheckAge(age)) {
      return (
        <Alert
          type="info"
          showIcon
          className="gw-dialog-alert"
          title="请先选择月龄：表中只显示该月龄需检查的项目（纸质表中“——”的项目不填写）。"
        />
      );
    }
    const field = DEVELOPMENT_WARNING_SIGNS[age]?.field;
    const signs = field ? tickedSigns(age, values[field]) : [];
    if (signs.length === 0) return null;
    return (
      <Alert
        type="warning"
        showIcon
        className="gw-dialog-alert"
        title={`${childCheckAgeLabel(age)}发育评估未通过：${signs.join('、')}`}
        description="存在发育预警征象，建议转诊至上级医疗机构进一步进行发育评估。"
      />
    );
  },
});
