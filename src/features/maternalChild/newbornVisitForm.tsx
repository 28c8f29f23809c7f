import { Alert } from 'antd';

import { newbornName } from '@/domain/child';

import { maternalChildForm, type PlainValues } from './ruleForm';

/** 吃奶量 is measured for 人工 feeding only: the form leaves it blank otherwise [M]. */
const BREASTFED = new Set(['1', '2']);
const MILK: ReadonlySet<string> = new Set(['milkAmount']);
const NOTHING: ReadonlySet<string> = new Set();

const hiddenFields = (values: PlainValues): ReadonlySet<string> =>
  typeof values.feeding === 'string' && BREASTFED.has(values.feeding) ? MILK : NOTHING;

/**
 * 新生儿家庭访视: a baby without a name is recorded as 母亲姓名+之男/之女 (filled as the mother's
 * name and the sex are entered), 吃奶量 only for 人工 feeding, and the detail of every 其他 / 有
 * choice asked for next to it.
 */
export const newbornVisitForm = maternalChildForm('newbornVisits', {
  hiddenFields,
  dependencies: {
    maternalIllnessOther: ['maternalIllness'],
    birthSituationOther: ['birthSituation'],
    malformationDesc: ['malformation'],
    diseaseScreeningOther: ['diseaseScreening'],
    guidanceOther: ['guidance'],
    referralReason: ['referral'],
    apgar1: ['asphyxia', 'apgarUnknown'],
    name: ['motherName', 'sex'],
    visitDate: ['birthDate'],
  },
  header: (values) =>
    values.name ? null : (
      <Alert
        type="info"
        showIcon
        className="gw-dialog-alert"
        title={
          newbornName(undefined, values.motherName, values.sex)
            ? `尚未取名，按“母亲姓名+之男/之女”记录为：${newbornName(undefined, values.motherName, values.sex)}`
            : '新生儿尚未取名时，填写母亲姓名和性别后按“母亲姓名+之男/之女”自动记录姓名。'
        }
      />
    ),
});
