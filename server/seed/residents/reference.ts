import { addDays } from '../../../src/domain/calendar';
import { type HospitalRow as StoredHospital } from '../../db/hospitalRow';
import { type Db } from '../../db/openDatabase';
import { familyModel } from '../../resources/familyModel';
import { catalogueClassOf } from '../../resources/hooks/hospitalHooks';
import { type Random } from '../random';
import { DEMO_USERS } from '../users';
import { pickGivenName, pickSurname } from './names';
import { type CarePoint } from './people';
import { type Data, SEED_DAY, type SeedWriter, workTime } from './seedWriter';
import { type SigningRefs } from './services';
import { type SeededPackage, SEEDED_PACKAGES } from './signingPackages';

const SYSTEM = '系统初始化';
const INSTALLED_AT = '2026-01-01 08:00:00';

type HospitalRow = Omit<StoredHospital, 'state'>;

/** Telephone area codes of the demo's cities. */
const AREA_CODES: readonly [string, string][] = [
  ['3408', '0556'],
  ['3416', '0558'],
  ['3402', '0553'],
  ['3418', '0563'],
];

const HOSP_TYPES: Readonly<Record<number, string>> = { 1: '1', 2: '4', 3: '6' };

/** The hospitals family mirrors the hospitals table (the one scoping reads). */
export const writeHospitals = (random: Random, writer: SeedWriter, db: Db): void => {
  const rows = db
    .prepare<[], HospitalRow>(
      'SELECT hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no FROM hospitals ORDER BY sort_no',
    )
    .all();
  const names = new Map<string, string>(
    db
      .prepare<[], { region_code: string; region_name: string }>(
        'SELECT region_code, region_name FROM regions',
      )
      .all()
      .map((row) => [row.region_code, row.region_name]),
  );
  for (const row of rows) {
    const area = AREA_CODES.find(([prefix]) => row.hosp_id.startsWith(prefix))?.[1] ?? '0551';
    const data: Data = {
      hospId: row.hosp_id,
      hospName: row.hosp_name,
      shortName: row.hosp_name.replace(/卫生健康委员会$/, '卫健委'),
      hospClass: catalogueClassOf(row.hosp_class),
      hospType: HOSP_TYPES[row.hosp_class] ?? '7',
      regionCode: row.region_code,
      address: `${names.get(row.region_code) ?? ''}${row.hosp_class === 3 ? '村部' : '政府路8号'}`,
      phone: `${area}-${random.int(2_000_000, 6_999_999)}`,
      principal: `${pickSurname(random)}${pickGivenName(random, random.next() < 0.6 ? '1' : '2', random.int(1965, 1985))}`,
      state: '1',
      sortNo: row.sort_no,
    };
    if (row.parent_id) data.parentId = row.parent_id;
    writer.add('hospitals', {
      id: row.hosp_id,
      hospitalId: row.hosp_id,
      createdBy: SYSTEM,
      createdAt: INSTALLED_AT,
      data,
    });
  }
};

/** sysUsers mirror the demo accounts; passwords never leave the users table. */
export const writeSysUsers = (writer: SeedWriter): void => {
  for (const user of DEMO_USERS) {
    writer.add('sysUsers', {
      hospitalId: user.hospitalId,
      createdBy: SYSTEM,
      createdAt: INSTALLED_AT,
      data: {
        userAcc: user.account,
        userName: user.name,
        groupCode: user.group,
        phone: user.phone,
        state: '1',
        isLocked: false,
        isAdmin: user.isAdmin ?? false,
        isRealNameSystem: user.isRealNameSystem ?? false,
      },
    });
  }
};

/** Regions and user groups, platform-wide reference data mirrored from their tables. */
export const writeRegionsAndGroups = (writer: SeedWriter, db: Db): void => {
  const regions = db
    .prepare<
      [],
      { region_code: string; parent_code: string | null; region_name: string; region_level: number }
    >('SELECT region_code, parent_code, region_name, region_level FROM regions ORDER BY sort_no')
    .all();
  for (const region of regions) {
    const data: Data = {
      regionCode: region.region_code,
      regionName: region.region_name,
      regionLevel: region.region_level,
    };
    if (region.parent_code) data.parentCode = region.parent_code;
    writer.add('regions', {
      id: region.region_code,
      hospitalId: null,
      createdBy: SYSTEM,
      createdAt: INSTALLED_AT,
      data,
    });
  }
  const groups = db
    .prepare<[], { group_id: number; group_code: string; group_name: string }>(
      'SELECT group_id, group_code, group_name FROM user_groups ORDER BY group_id',
    )
    .all();
  for (const group of groups) {
    writer.add('userGroups', {
      hospitalId: null,
      createdBy: SYSTEM,
      createdAt: INSTALLED_AT,
      data: { groupCode: group.group_code, groupName: group.group_name },
    });
  }
};

/** Code categories of the dictionary: the coded fields of the resident and follow-up forms. */
const DICTIONARY_FIELDS: readonly [string, string, string][] = [
  ['persons', 'sex', 'SEX'],
  ['persons', 'nation', 'NATION'],
  ['persons', 'residenceType', 'RESIDENCE_TYPE'],
  ['persons', 'bloodType', 'BLOOD_TYPE'],
  ['persons', 'education', 'EDUCATION'],
  ['persons', 'occupation', 'OCCUPATION'],
  ['persons', 'maritalStatus', 'MARITAL_STATUS'],
  ['hypertensionFollowUp', 'visitMethod', 'VISIT_METHOD'],
  ['hypertensionFollowUp', 'visitClassification', 'VISIT_CLASSIFICATION'],
  ['hypertensionFollowUp', 'medicationCompliance', 'MEDICATION_COMPLIANCE'],
];

export const writeDictionary = (writer: SeedWriter): void => {
  for (const [family, fieldName, codeType] of DICTIONARY_FIELDS) {
    const field = familyModel(family).fieldByName.get(fieldName);
    if (!field?.options) continue;
    writer.add('codeCategorys', {
      hospitalId: null,
      createdBy: SYSTEM,
      createdAt: INSTALLED_AT,
      data: { codeType, codeTypeName: field.label },
    });
    field.options.forEach((option, index) => {
      writer.add('CodeDictionarys', {
        hospitalId: null,
        createdBy: SYSTEM,
        createdAt: INSTALLED_AT,
        data: {
          codeType,
          codeSN: option.value,
          codeName: option.label,
          sortNo: index + 1,
          state: '1',
        },
      });
    });
  }
};

const NOTICES: readonly {
  title: string;
  type: string;
  daysAgo: number;
  top?: boolean;
  centre?: boolean;
  content: string;
}[] = [
  {
    title: '关于开展2026年度国家基本公共卫生服务项目绩效评价工作的通知',
    type: '1',
    daysAgo: 12,
    top: true,
    content:
      '各乡镇卫生院：根据省、市工作安排，定于12月上旬开展2026年度基本公共卫生服务项目绩效评价，请各单位对照评价指标做好自查，于11月30日前上报自查报告。',
  },
  {
    title: '关于做好65岁及以上老年人健康体检工作的通知',
    type: '1',
    daysAgo: 220,
    content:
      '各乡镇卫生院、村卫生室：请按照《国家基本公共卫生服务规范（第三版）》要求，组织辖区65岁及以上老年人开展年度健康体检，体检结果及时录入健康体检表并反馈本人。',
  },
  {
    title: '关于进一步规范高血压、2型糖尿病患者随访管理的通知',
    type: '1',
    daysAgo: 160,
    content:
      '近期抽查发现部分随访记录存在血压值逻辑错误、随访间隔超过3个月等问题。请各单位加强随访质量控制，对控制不满意的患者按规范在2周内随访，必要时转诊。',
  },
  {
    title: '家庭医生签约服务工作推进会议通知',
    type: '1',
    daysAgo: 95,
    content:
      '定于下周三上午9时在市卫健委三楼会议室召开家庭医生签约服务工作推进会，请各乡镇卫生院分管负责人参会。',
  },
  {
    title: '关于做好冬春季传染病防控工作的通知',
    type: '1',
    daysAgo: 30,
    content:
      '冬春季是流感、诺如病毒感染等呼吸道和肠道传染病高发季节，请各单位加强发热病人监测和传染病报告管理，做好重点人群健康教育。',
  },
  {
    title: '2026年第三季度居民健康档案质量核查结果公告',
    type: '2',
    daysAgo: 45,
    content:
      '第三季度共抽查居民健康档案1200份，档案规范率92.5%。存在的主要问题：联系电话缺失、档案信息未及时更新。请相关单位限期整改。',
  },
  {
    title: '孔城镇卫生院关于开展老年人集中体检的通知',
    type: '1',
    daysAgo: 200,
    centre: true,
    content:
      '我院定于4月15日至4月30日在各村卫生室轮流开展65岁及以上老年人集中体检，请各村卫生室提前通知辖区老年人空腹参检。',
  },
  {
    title: '孔城镇卫生院家庭医生团队排班公告',
    type: '2',
    daysAgo: 20,
    centre: true,
    content: '本月家庭医生团队入村服务安排已更新，请各村卫生室查看并转告签约居民。',
  },
];

export const writeNotices = (
  random: Random,
  writer: SeedWriter,
  bureauId: string,
  kongcheng: CarePoint | undefined,
): void => {
  const admin = DEMO_USERS.find((user) => user.hospitalId === bureauId)?.name ?? SYSTEM;
  for (const notice of NOTICES) {
    const day = addDays(SEED_DAY, -notice.daysAgo);
    const atCentre = notice.centre && kongcheng;
    const publisher = atCentre ? kongcheng.doctor : admin;
    const publishDate = workTime(random, day);
    writer.add('noticeannouncement', {
      hospitalId: atCentre ? kongcheng.hospitalId : bureauId,
      createdBy: publisher,
      createdAt: publishDate,
      data: {
        title: notice.title,
        noticeType: notice.type,
        content: notice.content,
        publishDate,
        publisher,
        isTop: notice.top ?? false,
        state: '2',
      },
    });
  }
};

/** 团队角色 codes of 团队医生 (signingFields: 团队长, 全科医生, 乡村医生, …). */
const TEAM_LEADER = '1';
const VILLAGE_DOCTOR = '3';

/**
 * One family-doctor team per township centre, its doctors (the centre's and its villages'), and
 * the bureau's service packages.
 */
export const writeSigningReferences = (
  writer: SeedWriter,
  points: readonly CarePoint[],
  bureauId: string,
): SigningRefs => {
  const teamOf = new Map<string, string>();
  for (const point of points.filter((p) => p.hospitalId === p.centreId)) {
    const members = points.filter((p) => p.centreId === point.hospitalId).map((p) => p.doctor);
    const id = writer.add('signTeams', {
      hospitalId: point.hospitalId,
      createdBy: point.doctor,
      createdAt: INSTALLED_AT,
      data: {
        teamName: `${point.townName}卫生院家庭医生团队`,
        leaderName: point.doctor,
        members: members.join('、'),
        memberCount: members.length,
      },
    });
    teamOf.set(point.hospitalId, id);
    // 团队医生: the centre's doctor leads; each village doctor of the township is a member.
    for (const member of points.filter((p) => p.centreId === point.hospitalId)) {
      writer.add('signTeamDoctors', {
        hospitalId: member.hospitalId,
        createdBy: point.doctor,
        createdAt: INSTALLED_AT,
        data: {
          teamId: id,
          doctorName: member.doctor,
          role: member.hospitalId === point.hospitalId ? TEAM_LEADER : VILLAGE_DOCTOR,
        },
      });
    }
  }
  const packages = Object.fromEntries(
    Object.entries(SEEDED_PACKAGES as Readonly<Record<string, SeededPackage>>).map(
      ([key, spec]) => [
        key,
        {
          id: writer.add('signServicePackages', {
            hospitalId: bureauId,
            createdBy: SYSTEM,
            createdAt: INSTALLED_AT,
            data: { ...spec, fee: spec.baseFee + spec.selfPayFee, state: '1' },
          }),
          spec,
        },
      ],
    ),
  ) as SigningRefs['packages'];
  return { teamOf, packages };
};
