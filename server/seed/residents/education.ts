import { addDays } from '../../../src/domain/calendar';
import { type CarePoint, identityOf, type Resident } from './people';
import { SEED_DAY, type SeedWriter } from './seedWriter';

/**
 * 健康教育 demo data: each township centre's year of activities (service rules: a lecture a
 * month, public consultations, a bulletin board changed every two months) and each village
 * clinic's lecture and board, plus individual education given to residents at their visits.
 * Written without the seeded generator, so the other modules' data stays exactly as it was.
 */

interface ActivityPlan {
  /** 活动形式 code (EDUCATION_ACTIVITY_FORM). */
  type: string;
  theme: string;
  /** Days before SEED_DAY. */
  daysAgo: number;
  audience: string;
  participants: number;
  materials: string;
  /** 存档材料 codes. */
  archive: string[];
}

const CENTRE_ACTIVITIES: readonly ActivityPlan[] = [
  {
    type: '2',
    theme: '高血压患者的自我管理',
    daysAgo: 12,
    audience: '辖区高血压患者及家属',
    participants: 46,
    materials: '高血压防治折页 60份，限盐勺 40把',
    archive: ['1', '2', '5'],
  },
  {
    type: '3',
    theme: '全民健康生活方式日义诊咨询',
    daysAgo: 20,
    audience: '辖区居民',
    participants: 85,
    materials: '健康生活方式宣传册 120份',
    archive: ['1', '2', '3'],
  },
  {
    type: '1',
    theme: '冬季心脑血管疾病预防',
    daysAgo: 28,
    audience: '辖区居民',
    participants: 0,
    materials: '宣传栏展板 2块',
    archive: ['2'],
  },
  {
    type: '2',
    theme: '糖尿病饮食与运动指导',
    daysAgo: 44,
    audience: '辖区2型糖尿病患者',
    participants: 38,
    materials: '糖尿病膳食指导手册 40份',
    archive: ['1', '2', '5'],
  },
  {
    type: '4',
    theme: '老年人防跌倒',
    daysAgo: 58,
    audience: '65岁及以上老年人',
    participants: 32,
    materials: '防跌倒视频 1部',
    archive: ['4'],
  },
  {
    type: '3',
    theme: '慢阻肺筛查与戒烟咨询',
    daysAgo: 75,
    audience: '辖区40岁以上居民',
    participants: 64,
    materials: '戒烟处方 70份',
    archive: ['1', '3'],
  },
];

const VILLAGE_ACTIVITIES: readonly ActivityPlan[] = [
  {
    type: '2',
    theme: '合理用药与慢性病随访',
    daysAgo: 16,
    audience: '本村慢性病患者',
    participants: 24,
    materials: '合理用药折页 30份',
    archive: ['1', '5'],
  },
  {
    type: '1',
    theme: '秋冬季传染病预防',
    daysAgo: 35,
    audience: '本村居民',
    participants: 0,
    materials: '宣传栏海报 3张',
    archive: ['2'],
  },
];

const KIND: Readonly<Record<string, string>> = {
  '1': '宣传栏',
  '2': '健康知识讲座',
  '3': '公众健康咨询',
  '4': '播放音像资料',
};

const contentOf = (plan: ActivityPlan, place: string): string =>
  plan.type === '1'
    ? `在${place}宣传栏更换“${plan.theme}”专题内容，图文介绍疾病早期信号、就医时机和日常预防要点。`
    : `围绕“${plan.theme}”开展${KIND[plan.type] ?? '健康教育'}，讲解防治知识，现场发放资料并解答居民提问。`;

const evaluationOf = (plan: ActivityPlan): string =>
  plan.type === '1'
    ? '版面内容通俗易懂，过往居民驻足阅读较多。'
    : `参加居民${plan.participants}人，现场互动积极，问卷回收显示知晓率较活动前明显提高。`;

const writeActivities = (
  writer: SeedWriter,
  point: CarePoint,
  plans: readonly ActivityPlan[],
  /** Days earlier than the plan: care points do not all hold their lecture on one day. */
  stagger: number,
): void => {
  const organization = point.villageName
    ? `${point.townName}${point.villageName}卫生室`
    : `${point.townName}卫生院`;
  const place = point.villageName ? `${point.villageName}村民活动室` : `${point.townName}卫生院`;
  plans.forEach((plan, index) => {
    const day = addDays(SEED_DAY, -(plan.daysAgo + stagger));
    const fillDay = addDays(day, 1);
    writer.add('healtheducations', {
      hospitalId: point.hospitalId,
      createdBy: point.doctor,
      createdAt: `${fillDay} 16:00:00`,
      data: {
        activityDate: day,
        activityPlace: plan.type === '3' ? `${point.townName}文化广场` : place,
        activityType: plan.type,
        theme: plan.theme,
        organizer: point.villageName ? organization : `${organization}公共卫生科`,
        // A bulletin board has neither a time slot nor a speaker.
        ...(plan.type === '1'
          ? {}
          : {
              activityTime: index % 2 === 0 ? '09:00—10:30' : '14:30—16:00',
              speaker: point.doctor,
            }),
        audience: plan.audience,
        participants: plan.participants,
        materials: plan.materials,
        summary: contentOf(plan, place),
        evaluation: evaluationOf(plan),
        archiveMaterials: plan.archive,
        doctorSignature: point.doctor,
        principal: point.doctor,
        fillDate: fillDay,
      },
    });
  });
};

const SETTINGS = ['1', '2', '3', '4'];
const INDIVIDUAL_PER_POINT = 3;
const INDIVIDUAL_TOPICS: readonly [string[], string][] = [
  [['6', '10'], '每日食盐不超过5克，按时服用降压药，不可自行停药。'],
  [['1', '3'], '控制主食总量，餐后散步30分钟，定期监测血糖。'],
  [['7', '8'], '建议戒烟限酒，可到卫生院戒烟门诊获得帮助。'],
];

/** A few residents of each care point who were given advice at a visit. */
const writeIndividual = (writer: SeedWriter, residents: readonly Resident[]): void => {
  const perPoint = new Map<string, number>();
  let written = 0;
  for (const resident of residents) {
    if (resident.status !== '1' || resident.age < 35) continue;
    const done = perPoint.get(resident.point.hospitalId) ?? 0;
    if (done >= INDIVIDUAL_PER_POINT) continue;
    perPoint.set(resident.point.hospitalId, done + 1);
    // Varied by the running count, so the list mixes topics, settings and days.
    const variant = written % INDIVIDUAL_TOPICS.length;
    const [topics, content] = INDIVIDUAL_TOPICS[variant] as [string[], string];
    const day = addDays(SEED_DAY, -(3 + (written % 29)));
    written += 1;
    writer.add('individualhealtheducation', {
      hospitalId: resident.point.hospitalId,
      createdBy: resident.point.doctor,
      createdAt: `${day} 10:20:00`,
      data: {
        ...identityOf(resident),
        educationDate: day,
        educationSetting: SETTINGS[written % SETTINGS.length],
        topics,
        content,
        materials: variant === 1 ? '糖尿病膳食指导手册 1份' : '健康教育处方 1份',
        understanding: written % 5 === 0 ? '2' : '1',
        doctorSignature: resident.point.doctor,
      },
    });
  }
};

/** Writes the education records of every care point (points and residents in seed order). */
export const writeEducation = (
  writer: SeedWriter,
  points: readonly CarePoint[],
  residents: readonly Resident[],
): void => {
  points.forEach((point, index) => {
    const plans = point.villageName ? VILLAGE_ACTIVITIES : CENTRE_ACTIVITIES;
    writeActivities(writer, point, plans, index % 9);
  });
  writeIndividual(writer, residents);
};
