import { addDays } from '../../resources/time';
import { type Resident } from './people';
import { type Data, SEED_DAY, type SeedWriter } from './seedWriter';

/**
 * Records of the families no other seed module fills, so that every print route of spec 2.3 has
 * something real to print (severe mental disorder and tuberculosis follow-ups, the TCM record,
 * the elderly self-care assessment, reception and consultation records, a prescription, an
 * attachment; the health-education activities come from education.ts). A few per township centre, written without drawing
 * from the seeded generator so the other modules' data stays exactly as it was.
 */

const header = (resident: Resident): Data => ({
  personNum: resident.personNum,
  name: resident.name,
  sex: resident.sex,
  IDCardNo: resident.idCardNo,
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

const writeMental = (writer: SeedWriter, resident: Resident, doctor: string): void => {
  const fillDay = addDays(SEED_DAY, -120);
  writer.add('mentalcard', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(fillDay),
    data: {
      ...header(resident),
      guardianName: '王桂兰',
      guardianRelation: '配偶',
      guardianAddress: resident.address,
      guardianPhone: '13955601234',
      householdType: '2',
      employment: '3',
      informedConsent: '1',
      firstOnsetDate: '2015-03-12',
      pastSymptoms: ['1', '3', '10'],
      lockHistory: '1',
      outpatientTreatment: '3',
      diagnosis: '精神分裂症',
      diagnosisHospital: '安庆市第六人民医院',
      diagnosisDate: '2015-05-20',
      economicStatus: '2',
      fillDate: fillDay,
      doctorSignature: doctor,
    },
  });
  for (const [index, offset] of [-90, -60, -30].entries()) {
    const day = addDays(SEED_DAY, offset);
    writer.add('mentalvisit', {
      hospitalId: resident.point.hospitalId,
      createdBy: doctor,
      createdAt: at(day),
      data: {
        ...header(resident),
        visitDate: day,
        visitMethod: index === 1 ? '2' : '1',
        riskLevel: '0',
        insight: '1',
        sleep: '1',
        diet: '1',
        medicationCompliance: '1',
        adverseReaction: '1',
        treatmentEffect: '2',
        referral: '1',
        visitClassification: '3',
        nextVisitDate: addDays(day, 90),
        doctorSignature: doctor,
      },
    });
  }
};

const writeTuberculosis = (writer: SeedWriter, resident: Resident, doctor: string): void => {
  const firstDay = addDays(SEED_DAY, -75);
  writer.add('pulmonaryfirstvisit', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(firstDay),
    data: {
      ...header(resident),
      visitDate: firstDay,
      visitMethod: '2',
      patientType: '1',
      sputumResult: '1',
      drugResistance: '2',
      symptoms: ['1', '2'],
      chemotherapy: '2HRZE/4HR',
      usage: '1',
      dosageForm: ['1'],
      supervisor: '2',
      separateRoom: '1',
      ventilation: '1',
      nextVisitDate: addDays(firstDay, 30),
      doctorSignature: doctor,
    },
  });
  for (const month of [1, 2]) {
    const day = addDays(firstDay, month * 30);
    writer.add('pulmonarypatientvisit', {
      hospitalId: resident.point.hospitalId,
      createdBy: doctor,
      createdAt: at(day),
      data: {
        ...header(resident),
        visitDate: day,
        treatmentMonth: month,
        supervisor: '2',
        visitMethod: '1',
        symptoms: ['0'],
        chemotherapy: '2HRZE/4HR',
        usage: '1',
        missedDoses: 0,
        adverseReaction: '1',
        complication: '1',
        handlingOpinion: '继续规范治疗，按时复查痰涂片',
        nextVisitDate: addDays(day, 30),
        doctorSignature: doctor,
      },
    });
  }
};

const writeElderly = (writer: SeedWriter, resident: Resident, doctor: string): void => {
  const day = addDays(SEED_DAY, -40);
  writer.add('questionnaireMains', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(day),
    data: {
      ...header(resident),
      fillDate: day,
      qiDeficiency: 12,
      yangDeficiency: 9,
      yinDeficiency: 7,
      phlegmDampness: 8,
      dampHeat: 6,
      bloodStasis: 7,
      qiStagnation: 6,
      specialDiathesis: 5,
      balanced: 14,
      constitutionResult: '气虚质（是）；阳虚质（倾向是）',
      guidance: ['1', '2', '4'],
      doctorSignature: doctor,
    },
  });
  writer.add('healthchecktablescores', {
    hospitalId: resident.point.hospitalId,
    createdBy: doctor,
    createdAt: at(day, '10:10:00'),
    data: {
      ...header(resident),
      assessDate: day,
      eatingScore: 0,
      groomingScore: 1,
      dressingScore: 0,
      toiletScore: 0,
      activityScore: 1,
      totalScore: 2,
      selfCareLevel: '可自理',
      doctorSignature: doctor,
    },
  });
};

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
    writeMental(writer, resident, resident.point.doctor);
    writeTuberculosis(writer, resident, resident.point.doctor);
    writeClinicRecords(writer, resident, resident.point.doctor);
  }
  for (const resident of pickPerCentre(residents, (r) => r.age >= 65)) {
    writeElderly(writer, resident, resident.point.doctor);
  }
};
