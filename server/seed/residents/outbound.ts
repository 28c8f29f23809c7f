import { addDays } from '../../../src/domain/calendar';
import { TONGCHENG_BUREAU_ID } from '../hospitals';
import { type Random } from '../random';
import { type CarePoint, type Resident } from './people';
import { chance, dayBetween, type SeedWriter, SEED_DAY, workTime } from './seedWriter';

const CALLS_PER_POINT = 4;

/** [name, type, target groups, what is said] */
const TEMPLATES: readonly (readonly [string, string, readonly string[], string])[] = [
  [
    '慢病季度随访提醒',
    '1',
    ['1', '2'],
    '您好，这里是桐城市基层卫生院。您本季度的慢病随访时间快到了，请于近期携带血压或血糖记录到卫生院或村卫生室随访，谢谢配合。',
  ],
  [
    '老年人免费体检通知',
    '2',
    ['3'],
    '您好，这里是桐城市基层卫生院。今年的65岁及以上老年人免费健康体检已开始，请空腹携带身份证到卫生院体检。',
  ],
  [
    '家庭医生续约提醒',
    '3',
    ['5'],
    '您好，您与家庭医生团队的签约服务即将到期，如需续约请联系您的家庭医生或到村卫生室办理。',
  ],
  [
    '儿童预防接种提醒',
    '4',
    ['4'],
    '您好，您家宝宝本月有应种疫苗，请携带预防接种证到卫生院接种门诊按时接种。',
  ],
  [
    '高血压健康宣教',
    '5',
    ['1', '3'],
    '您好，冬季是血压波动的高发季节，请坚持按时服药、少盐饮食、注意保暖，如有头晕胸闷请及时就医。',
  ],
];

/**
 * 外呼管理: the bureau's call scripts, and for each care point a few calls to adults with a
 * phone in the last two months, each by a script fit for the resident.
 */
export const writeOutbound = (
  random: Random,
  writer: SeedWriter,
  points: readonly CarePoint[],
  residents: readonly Resident[],
): void => {
  const templateIds = TEMPLATES.map(([templateName, templateType, targetGroups, content]) =>
    writer.add('OutboundTemplates', {
      hospitalId: TONGCHENG_BUREAU_ID,
      createdBy: '王建国',
      createdAt: workTime(random, addDays(SEED_DAY, -200)),
      data: { templateName, templateType, targetGroups, content, templateStatus: '1' },
    }),
  );
  const adultTemplates = templateIds.filter((_, index) => index !== 3);
  for (const point of points) {
    const called = residents
      .filter((resident) => resident.point === point && resident.status === '1')
      .filter((resident) => resident.phone && resident.age >= 40)
      .slice(-CALLS_PER_POINT);
    for (const resident of called) {
      const callTime = workTime(
        random,
        dayBetween(random, addDays(SEED_DAY, -60), addDays(SEED_DAY, -1)),
      );
      const answered = chance(random, 0.7);
      writer.add('OutboundRecordMains', {
        hospitalId: point.hospitalId,
        createdBy: point.doctor,
        createdAt: callTime,
        data: {
          personNum: resident.personNum,
          name: resident.name,
          phone: resident.phone,
          templateId: random.pick(adultTemplates),
          callTime,
          callResult: answered ? '1' : random.pick(['2', '2', '3', '4']),
          duration: answered ? random.int(25, 140) : 0,
        },
      });
    }
  }
};
