import { addDays } from '../../../src/domain/calendar';
import { type CarePoint } from './people';
import { chance, dayBetween, enteredAt, type ListWriter, SEED_DAY, workTime } from './seedWriter';

/** [category code, what the unit is, what was looked at, a problem found ('' when none)] */
const PATROLS: readonly (readonly [string, string, string, string])[] = [
  ['1', '农家乐饭店', '后厨卫生、从业人员健康证、食品留样', '2名从业人员健康证过期'],
  ['2', '集中式供水站', '水源防护、消毒设施运行、水质检测记录', ''],
  ['3', '中心小学', '传染病晨检登记、饮用水、教室采光', '晨检记录缺3天'],
  ['4', '个体诊所', '执业许可证、医师资格、药品来源', '发现1名无资格人员坐诊'],
  ['5', '村计生服务室', '出生人口信息、避孕药具发放登记', ''],
  ['2', '二次供水水箱', '水箱清洗记录、加盖加锁', '水箱清洗记录不全'],
  ['1', '学校食堂', '餐具消毒、食品原料索证', ''],
];

const HANDLING = [
  '已当场告知整改要求，并于3日内复查，已整改到位',
  '已向县卫生健康综合监督执法局报告，执法人员已介入处理',
  '已登记并约定复查时间，督促责任人限期整改',
];

/** [name, category, level, place suffix, involved, sick, deaths, account] */
const EVENTS: readonly (readonly [
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  string,
])[] = [
  [
    '学校水痘聚集性疫情',
    '1',
    '5',
    '中心小学',
    620,
    11,
    0,
    '三年级两个班级1周内先后出现11例水痘病例',
  ],
  ['家宴疑似食物中毒', '2', '4', '村民家中', 46, 17, 0, '村民家宴后数小时内陆续出现呕吐、腹泻症状'],
  ['诺如病毒感染聚集性疫情', '1', '4', '幼儿园', 210, 14, 0, '幼儿园大班3日内出现14例呕吐腹泻病例'],
  ['农药中毒事件', '3', '5', '种植合作社', 3, 2, 0, '2名喷洒农药人员出现头晕、恶心症状'],
  [
    '接种后群体性心因性反应',
    '6',
    '5',
    '卫生院接种门诊',
    35,
    6,
    0,
    '集中接种后6名学生出现头晕、心慌，经观察后恢复',
  ],
];

/**
 * 卫生监督协管 patrols (by township centres and village clinics, the 协管员 of the national
 * specification) and 突发公共卫生事件 reports of the region, each with its handling.
 */
export const writeSupervision: ListWriter<CarePoint> = (random, writer, points) => {
  for (const point of points) {
    const patrols = point.villageName ? 2 : 5;
    const place = point.villageName ?? point.townName;
    for (let n = 0; n < patrols; n += 1) {
      const [category, unit, content, problem] = random.pick(PATROLS);
      const patrolDate = dayBetween(random, addDays(SEED_DAY, -330), addDays(SEED_DAY, -1));
      const reported = problem !== '' && chance(random, 0.6);
      writer.add('sanitarycontrolpatrols', {
        ...enteredAt(random, point, patrolDate),
        data: {
          patrolDate,
          unitName: `${place}${unit}`,
          category,
          patrolContent: content,
          problemFound: problem || '未发现问题',
          handling: problem ? random.pick(HANDLING) : '无需处理',
          reported: reported ? '1' : '2',
          ...(reported ? { reportTime: workTime(random, patrolDate) } : {}),
          inspector: point.doctor,
        },
      });
    }
  }
  // The first events happen where the demo accounts work (a township centre, then its first
  // village), so each account sees a report; the others around the region.
  const eventPoints = [0, 1, 6, 13, 22];
  EVENTS.forEach(([eventName, category, level, site, involved, sick, deaths, account], index) => {
    const point = points[(eventPoints[index] ?? 0) % points.length] as CarePoint;
    const day = dayBetween(random, addDays(SEED_DAY, -300), addDays(SEED_DAY, -5));
    const occurTime = workTime(random, day);
    const reportTime = `${day} ${String(Math.min(23, Number(occurTime.slice(11, 13)) + 1)).padStart(2, '0')}${occurTime.slice(13)}`;
    writer.add('publicemergencys', {
      hospitalId: point.hospitalId,
      createdBy: point.doctor,
      createdAt: reportTime,
      data: {
        eventName: `${point.villageName ?? point.townName}${eventName}`,
        eventCategory: category,
        eventLevel: level,
        occurTime,
        place: `${point.townName}${point.villageName ?? ''}${site}`,
        reportTime,
        reporter: point.doctor,
        involvedCount: involved,
        sickCount: sick,
        deathCount: deaths,
        description: account,
        handling: '已按规定2小时内网络直报，协助疾控中心开展流行病学调查，落实消毒和隔离措施',
        eventStatus: day < addDays(SEED_DAY, -30) ? '2' : '1',
      },
    });
  });
};
