import { addDays, addMonths, ageOn } from '../../../src/domain/calendar';
import { contractEndFor } from '../../../src/domain/contract';
import { type Random } from '../random';
import { type Death } from './chronic';
import { identityOf, type Resident } from './people';
import {
  between,
  chance,
  type Data,
  dayBetween,
  enteredAt,
  SEED_DAY,
  type SeedWriter,
  workTime,
} from './seedWriter';
import { type SeededPackage, type SeededPackageKey } from './signingPackages';

/** 健康体检表 of residents aged 65 and over: one check a year, the last two years. */
export const writeHealthChecks = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  conditions: { hypertension: boolean; diabetes: boolean },
  deathDay: string | undefined,
): void => {
  const height = resident.sex === '1' ? between(random, 158, 175) : between(random, 148, 163);
  const weight = resident.sex === '1' ? between(random, 52, 80, 1) : between(random, 42, 70, 1);
  const thisYear = Number(SEED_DAY.slice(0, 4));
  for (const year of [thisYear - 1, thisYear]) {
    if (!chance(random, 0.75)) continue;
    const last = year === thisYear ? addDays(SEED_DAY, -3) : `${year}-10-31`;
    const day = dayBetween(random, `${year}-03-01`, last);
    if (deathDay && day >= deathDay) continue;
    if ((ageOn(resident.birthDate, day) ?? -1) < 65) continue;
    const sbp = conditions.hypertension ? random.int(128, 168) : random.int(108, 142);
    const dbp = Math.min(
      conditions.hypertension ? random.int(76, 98) : random.int(64, 88),
      sbp - 30,
    );
    const glucose = conditions.diabetes
      ? between(random, 6.4, 11.8, 1)
      : between(random, 4.4, 6.4, 1);
    const cholesterol = between(random, 3.6, 6.8, 2);
    const bmi = Math.round((weight / (height / 100) ** 2) * 100) / 100;
    const abnormal: string[] = [];
    if (sbp >= 140 || dbp >= 90) abnormal.push(`血压偏高（${sbp}/${dbp} mmHg）`);
    if (glucose >= 7) abnormal.push(`空腹血糖升高（${glucose} mmol/L）`);
    if (cholesterol >= 6.2) abnormal.push(`总胆固醇升高（${cholesterol} mmol/L）`);
    if (bmi >= 28) abnormal.push(`肥胖（BMI ${bmi}）`);
    const ecgAbnormal = chance(random, 0.12);
    if (ecgAbnormal) abnormal.push('心电图：ST-T改变');
    const data: Data = {
      ...identityOf(resident),
      checkDate: day,
      responsibleDoctor: resident.point.doctor,
      symptoms: chance(random, 0.7) ? ['1'] : [random.pick(['3', '13', '14', '22'])],
      temperature: between(random, 36.1, 36.9, 1),
      pulseRate: random.int(62, 90),
      respiratoryRate: random.int(16, 20),
      leftSbp: sbp,
      leftDbp: dbp,
      rightSbp: Math.max(dbp + 31, sbp - random.int(0, 6)),
      rightDbp: dbp,
      height,
      weight,
      waistline: between(random, 72, 98),
      bmi,
      elderlyHealthSelfAssessment: random.pick(['1', '2', '2', '3']),
      elderlySelfCareAssessment: chance(random, 0.88) ? '1' : random.pick(['2', '3']),
      exerciseFrequency: random.pick(['1', '2', '3', '3', '4']),
      dietHabits: [random.pick(['1', '1', '1', '3', '4'])],
      smokingStatus: resident.sex === '1' ? random.pick(['1', '1', '2', '3']) : '1',
      drinkingFrequency: resident.sex === '1' ? random.pick(['1', '2', '2', '3']) : '1',
      fastingBloodGlucose: glucose,
      totalCholesterol: cholesterol,
      triglyceride: between(random, 0.8, 2.8, 2),
      ldlCholesterol: between(random, 1.8, 4.3, 2),
      hdlCholesterol: between(random, 0.9, 1.8, 2),
      serumCreatinine: random.int(48, 112),
      hemoglobin: random.int(108, 152),
      ecg: ecgAbnormal ? '2' : '1',
      abdominalUltrasound: chance(random, 0.15) ? '2' : '1',
      healthEvaluation: abnormal.length > 0 ? '2' : '1',
      healthGuidance: abnormal.length > 0 ? ['2'] : ['1'],
      riskFactorControl: [random.pick(['3', '4', '4', '5'])],
    };
    if (abnormal.length > 0) data.abnormalities = abnormal.join('；');
    if (conditions.hypertension || conditions.diabetes) data.healthGuidance = ['1'];
    writer.add('healthCheckTables', {
      ...enteredAt(random, resident.point, day),
      data,
    });
  }
};

export interface SigningRefs {
  /** The family-doctor team of each township centre (signTeams ids). */
  teamOf: ReadonlyMap<string, string>;
  /** The bureau's packages by key, with what they were written from. */
  packages: Readonly<Record<SeededPackageKey, { id: string; spec: SeededPackage }>>;
}

/** The package a seeded resident signs: the one for their group, combined when both apply. */
const packageKeyOf = (
  age: number,
  conditions: { hypertension: boolean; diabetes: boolean },
): SeededPackageKey => {
  if (conditions.diabetes) return 'diabetes';
  if (conditions.hypertension) return age >= 65 ? 'elderlyHypertension' : 'hypertension';
  if (age >= 65) return 'elderly';
  return age <= 6 ? 'child' : 'basic';
};

/** 家庭医生签约 of a resident in a key group (or a few others): one year from the sign date. */
export const writeSigning = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  conditions: { hypertension: boolean; diabetes: boolean },
  refs: SigningRefs,
): void => {
  const age = ageOn(resident.birthDate, SEED_DAY) ?? -1;
  const crowd: string[] = [];
  if (age <= 6) crowd.push('2');
  if (age >= 65) crowd.push('4');
  if (conditions.hypertension) crowd.push('5');
  if (conditions.diabetes) crowd.push('6');
  if (!chance(random, crowd.length > 0 ? 0.8 : 0.1)) return;
  if (crowd.length === 0) crowd.push('1');
  const signed = refs.packages[packageKeyOf(age, conditions)];
  const signDate = dayBetween(random, addDays(SEED_DAY, -360), addDays(SEED_DAY, -1));
  // The fee is the package's; this draw stays so the shared stream's draws are as they were.
  const drawnShare = random.pick([0, 0, 12, 20]);
  const paid = drawnShare === 0 || chance(random, 0.85);
  const selfPay = signed.spec.selfPayFee;
  const data: Data = {
    ...identityOf(resident),
    address: resident.address,
    signType: chance(random, 0.65) ? '2' : '1',
    signDate,
    startDate: signDate,
    endDate: contractEndFor(signDate),
    teamId: refs.teamOf.get(resident.point.centreId) ?? '',
    doctorName: resident.point.doctor,
    packageId: signed.id,
    items: signed.spec.items,
    crowdTypes: crowd,
    signFee: signed.spec.baseFee + signed.spec.selfPayFee,
    selfPayFee: selfPay,
    signStatus: '1',
    chargeStatus: selfPay === 0 || paid ? '1' : '0',
  };
  if (resident.phone) data.phone = resident.phone;
  writer.add('signRegistes', {
    ...enteredAt(random, resident.point, signDate),
    data,
  });
};

/** 预防接种卡 of a child up to 6, kept by the township centre (the vaccination clinic). */
export const writeVaccinationCard = (
  random: Random,
  writer: SeedWriter,
  child: Resident,
  guardian: Resident | undefined,
  centreDoctor: string,
): void => {
  const phone = guardian?.phone;
  if (!guardian || !phone) return;
  const cardDay = addDays(child.birthDate, random.int(1, 30));
  const cardDate = cardDay > SEED_DAY ? SEED_DAY : cardDay;
  writer.add('vaccinationcards', {
    hospitalId: child.point.centreId,
    createdBy: centreDoctor,
    createdAt: workTime(random, cardDate),
    data: {
      personNum: child.personNum,
      cardNo: `${child.point.regionCode.slice(0, 9)}${String(writer.count('vaccinationcards') + 1).padStart(5, '0')}`,
      childName: child.name,
      sex: child.sex,
      birthDate: child.birthDate,
      birthWeight: between(random, 2.6, 4.2, 2),
      guardianName: guardian.name,
      guardianRelation: guardian.sex === '1' ? '1' : '2',
      guardianPhone: phone,
      residenceType: String(child.data.residenceType),
      address: child.address,
      cardDate,
    },
  });
};

const CAUSES: readonly [string, string, string, string][] = [
  ['急性心肌梗死', '冠状动脉粥样硬化性心脏病', '冠状动脉粥样硬化性心脏病', 'I25.1'],
  ['脑出血', '高血压', '高血压脑出血', 'I61.9'],
  ['呼吸衰竭', '慢性阻塞性肺疾病急性加重', '慢性阻塞性肺疾病', 'J44.1'],
  ['多器官功能衰竭', '肺恶性肿瘤', '肺恶性肿瘤', 'C34.9'],
  ['脑疝', '大面积脑梗死', '脑梗死', 'I63.9'],
  ['心力衰竭', '高血压性心脏病', '高血压性心脏病', 'I11.0'],
];

/** 居民死亡医学证明 of a resident who died. */
export const writeDeathCertificate = (random: Random, writer: SeedWriter, death: Death): void => {
  const { resident } = death;
  const [direct, causeB, underlying, icd10] = random.pick(CAUSES);
  const deathDay = death.deathDate.slice(0, 10);
  const certificateDate = addDays(deathDay, random.int(0, 2));
  const data: Data = {
    ...identityOf(resident),
    nation: resident.data.nation,
    birthDate: resident.birthDate,
    maritalStatus: resident.data.maritalStatus,
    occupation: resident.data.occupation,
    address: resident.address,
    deathDate: death.deathDate,
    deathPlace: random.pick(['3', '3', '1', '2']),
    pregnancyRelated: '2',
    directCause: direct,
    directCauseInterval: random.pick(['2小时', '1天', '3天', '1周', '2个月']),
    causeB,
    underlyingCause: underlying,
    icd10,
    diagnosisUnit: random.pick(['2', '3', '3']),
    diagnosisBasis: random.pick(['4', '5', '5']),
    doctor: resident.point.doctor,
    certificateDate: certificateDate > SEED_DAY ? SEED_DAY : certificateDate,
  };
  if (typeof resident.data.education === 'string') data.education = resident.data.education;
  writer.add('deathmedicalcertificates', {
    ...enteredAt(random, resident.point, String(data.certificateDate)),
    data,
  });
};

/** 双向转诊单: patients referred up to the city hospital, a few back down to their clinic. */
export const writeReferral = (
  random: Random,
  writer: SeedWriter,
  resident: Resident,
  disease: 'hypertension' | 'diabetes',
): void => {
  const day = dayBetween(random, addMonths(SEED_DAY, -22), addDays(SEED_DAY, -2));
  const up = chance(random, 0.8) || !resident.point.villageName;
  const received = day < addDays(SEED_DAY, -45) || chance(random, 0.4);
  const diagnosis =
    disease === 'hypertension' ? '高血压（血压控制不满意）' : '2型糖尿病（血糖控制不满意）';
  const data: Data = {
    ...identityOf(resident),
    referralType: up ? '1' : '2',
    referralDate: day,
    toHospitalName: up
      ? '桐城市人民医院'
      : `${resident.point.townName}${resident.point.villageName ?? ''}卫生室`,
    toDepartment: up ? (disease === 'hypertension' ? '心血管内科' : '内分泌科') : '全科',
    preliminaryDiagnosis: up
      ? diagnosis
      : `${disease === 'hypertension' ? '高血压' : '2型糖尿病'}，病情稳定`,
    referralReason: up
      ? '连续两次随访控制不满意，调整药物后仍未达标'
      : '经上级医院调整治疗方案后病情稳定，转回社区继续随访管理',
    historySummary: `${disease === 'hypertension' ? '高血压' : '2型糖尿病'}病史，规律随访管理中`,
    doctor: resident.point.doctor,
    receiveStatus: received ? '1' : '0',
  };
  if (resident.phone) data.phone = resident.phone;
  if (received) {
    const receiveDate = addDays(day, random.int(0, 3));
    data.receiveDate = receiveDate > SEED_DAY ? SEED_DAY : receiveDate;
  }
  writer.add('twowayreferrals', {
    // 转出单位 (fromHospitalId) is the record's hospital.
    hospitalId: up ? resident.point.hospitalId : resident.point.centreId,
    createdBy: resident.point.doctor,
    createdAt: workTime(random, day),
    data,
  });
};
