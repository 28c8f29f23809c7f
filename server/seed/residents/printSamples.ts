import { addDays } from '../../../src/domain/calendar';
import { identityOf, type Resident } from './people';
import { type Data, SEED_DAY, type SeedWriter } from './seedWriter';

/**
 * Records of the families no other seed module fills, so that every print route of spec 2.3 has
 * something real to print (reception and consultation records, a prescription, an attachment;
 * the severe mental disorder and tuberculosis records come from mentalTuberculosis.ts, the elderly
 * records from elderly.ts, the health-education activities from education.ts). A few per township centre, written without drawing
 * from the seeded generator so the other modules' data stays exactly as it was.
 */

const header = (resident: Resident): Data => ({
  ...identityOf(resident),
  birthDate: resident.birthDate,
  address: resident.address,
});

/** The first active resident of each centre that the test picks: an adult and an elder. */
const pickPerCentre = (
  residents: readonly Resident[],
  test: (resident: Resident) => boolean,
): Resident[] => {
  const chosen = new Map<string, Resident>();
  for (const resident of residents) {
    if (resident.status !== '1' || !test(resident)) continue;
    if (!chosen.has(resident.point.centreId)) chosen.set(resident.point.centreId, resident);
  }
  return [...chosen.values()];
};

const at = (day: string, time = '09:30:00') => `${day} ${time}`;

const writeClinicRecords = (writer: SeedWriter, resident: Resident, doctor: string): void => {
  const day = addDays(SEED_DAY, -12);
  writer.add('receptionrecords', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(day),
    data: {
      ...header(resident),
      visitDate: day,
      chiefComplaint: '头晕乏力3天',
      subjective: '近3天自觉头晕，无恶心呕吐，睡眠欠佳',
      objective: '血压 148/92 mmHg，心率 78 次/分，心肺听诊未见异常',
      assessment: '高血压控制欠佳',
      plan: '调整降压药物，低盐饮食，2周后复诊',
      doctorSignature: doctor,
    },
  });
  writer.add('consultationrecords', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(day, '14:20:00'),
    data: {
      ...header(resident),
      consultDate: day,
      consultReason: '血压波动明显，需上级医院协助调整方案',
      consultOpinion: '建议氨氯地平联合缬沙坦，监测血压及肾功能',
      consultHospital: '桐城市人民医院心血管内科',
      consultDoctors: '张明',
      doctorSignature: doctor,
    },
  });
  writer.add('ds_drugs', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(day, '14:40:00'),
    data: {
      ...header(resident),
      prescriptionDate: day,
      diagnosis: '原发性高血压',
      drugs: '苯磺酸氨氯地平片 5mg 每日1次 口服；缬沙坦胶囊 80mg 每日1次 口服',
      doctorSignature: doctor,
    },
  });
  writer.add('fileStorageInfos', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(day, '15:00:00'),
    data: {
      personNum: resident.personNum,
      name: resident.name,
      fileName: '心电图报告.png',
      fileType: '检查报告',
      uploadDate: day,
    },
  });
};

/** Writes the print samples; residents in household order (deterministic). */
export const writePrintSamples = (writer: SeedWriter, residents: readonly Resident[]): void => {
  for (const resident of pickPerCentre(residents, (r) => r.age >= 30 && r.age < 60)) {
    writeClinicRecords(writer, resident, resident.point.doctor);
  }
};
