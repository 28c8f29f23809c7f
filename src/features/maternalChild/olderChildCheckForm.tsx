import { Alert } from 'antd';

import {
  CHILD_TCM_GUIDANCE,
  columnOf,
  type ColumnCheckForm,
  itemsNotCheckedInColumn,
  type OlderChildCheckFamily,
  PRESCHOOL_CHECK,
  preschoolTickedSigns,
  proposeColumn,
  TODDLER_CHECK,
  toddlerTickedSigns,
} from '@/domain/child';

import { maternalChildForm, type PlainValues } from './ruleForm';

/** The growth bands the rules propose; the doctor may set another. */
const GROWTH_BAND_FIELDS = ['weightBand', 'lengthBand', 'heightBand', 'physicalEvaluation'];

const columnForm = (
  familyId: OlderChildCheckFamily,
  form: ColumnCheckForm,
  ticked: (values: PlainValues) => string[],
  ageWord: string,
) => {
  const allLimited: ReadonlySet<string> = new Set(Object.keys(form.ageLimited));
  return maternalChildForm(familyId, {
    propose: (values, touched) => {
      if (touched.has('checkAge')) return {};
      const age = proposeColumn(form, values.birthDate, values.visitDate);
      return age && age !== values.checkAge ? { checkAge: age } : {};
    },
    hiddenFields: (values) => {
      const column = columnOf(form, values.checkAge);
      return column ? new Set(itemsNotCheckedInColumn(form, column.value)) : allLimited;
    },
    computedFields: new Set(['monthAge', 'developmentResult']),
    dependencies: {
      illnessOther: ['illness'],
      guidanceOther: ['guidance'],
      tcmGuidanceOther: CHILD_TCM_GUIDANCE.map((band) => band.field),
      referralReason: ['referral'],
      complexionOther: ['complexion'],
      cariesCount: ['teethCount'],
      visitDate: ['birthDate'],
    },
    header: (values, assessment) => {
      const column = columnOf(form, values.checkAge);
      if (!column) {
        return (
          <Alert
            type="info"
            showIcon
            className="gw-dialog-alert"
            title={`请先选择${ageWord}：表中只显示该${ageWord}需检查的项目（纸质表中“——”的项目不填写）。`}
          />
        );
      }
      const signs = ticked(values);
      const judged = GROWTH_BAND_FIELDS.some((name) => name in assessment.computed);
      return (
        <>
          {signs.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="gw-dialog-alert"
              title={`${column.label}发育评估提示有发育偏异的可能：${signs.join('、')}`}
              description="存在发育预警征象，建议转诊至上级医疗机构进一步进行发育评估。"
            />
          )}
          {judged && (
            <Alert
              type="info"
              showIcon
              className="gw-dialog-alert"
              title="体重、身长（身高）评价已按儿童生长标准（±2SD）自动判定，如与生长曲线不符可修改。"
            />
          )}
        </>
      );
    },
  });
};

/** 12～30月龄儿童健康检查: 检查月龄 proposed from the dates, the column's items only. */
export const toddlerHealthCheckForm = columnForm(
  'toddlerHealthChecks',
  TODDLER_CHECK,
  toddlerTickedSigns,
  '检查月龄',
);

/** 3～6岁儿童健康检查: 检查年龄 proposed from the dates, the column's items only. */
export const preschoolHealthCheckForm = columnForm(
  'preschoolHealthChecks',
  PRESCHOOL_CHECK,
  preschoolTickedSigns,
  '检查年龄',
);
