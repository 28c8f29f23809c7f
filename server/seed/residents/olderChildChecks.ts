import { addDays, addMonths } from '../../../src/domain/calendar';
import {
  assessPreschoolCheck,
  assessToddlerCheck,
  type ColumnCheckForm,
  isColumnCheckedAt,
  PRESCHOOL_CHECK,
  PRESCHOOL_WARNING_SIGNS,
  TODDLER_CHECK,
  TODDLER_WARNING_SIGNS,
} from '../../../src/domain/child';
import { type MaternalChildAssessment } from '../../../src/domain/child';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { type Household, type Resident } from './people';
import { between, chance, type Data, SEED_DAY, type SeedWriter, workTime } from './seedWriter';

/**
 * Demo 12～30月龄 and 3～6岁 checks (national-forms-2.md §1–§2): every active child from 12 months
 * to 6 years has the checks already due, each written with the values the kernel computes from
 * it (月龄, 发育评估结果, growth bands, 体格发育评价, 下次随访日期). Drawn from its own generator,
 * so the rest of the demo stays as it was.
 */

type Form = {
  family: 'toddlerHealthChecks' | 'preschoolHealthChecks';
  check: ColumnCheckForm;
  signs: Readonly<Record<string, { field: string }>>;
  assess: (values: Data) => MaternalChildAssessment;
  heightField: 'length' | 'height';
};

const FORMS: readonly Form[] = [
  {
    family: 'toddlerHealthChecks',
    check: TODDLER_CHECK,
    signs: TODDLER_WARNING_SIGNS,
    assess: assessToddlerCheck,
    heightField: 'length',
  },
  {
    family: 'preschoolHealthChecks',
    check: PRESCHOOL_CHECK,
    signs: PRESCHOOL_WARNING_SIGNS,
    assess: assessPreschoolCheck,
    heightField: 'height',
  },
];

/** Medians near the growth standard's (kg, cm) by month, a child drawn around them. */
const medianWeight = (boy: boolean, months: number) => (boy ? 9.6 : 8.9) + (months - 12) * 0.18;
const medianHeight = (boy: boolean, months: number) =>
  months <= 36
    ? (boy ? 75.7 : 74.0) + (months - 12) * 0.85
    : (boy ? 96.1 : 95.1) + (months - 36) * 0.55;

const commonValues = (random: Random, child: Resident, doctor: string): Data => {
  const ill = chance(random, 0.2);
  return {
    personNum: child.personNum,
    name: child.name,
    IDCardNo: child.idCardNo,
    birthDate: child.birthDate,
    sex: child.sex,
    chest: '1',
    abdomen: '1',
    illness: ill ? ['2'] : ['1'],
    ...(ill ? { pneumoniaTimes: 1 } : {}),
    referral: '1',
    guidance: ['1', '2', '3', '4', '5'],
    doctorSignature: doctor,
  };
};

/** Where a child lies on the growth chart (kg, cm from the median), kept from check to check. */
interface GrowthTrack {
  boy: boolean;
  weight: number;
  height: number;
}

const formValues = (
  random: Random,
  form: Form,
  age: string,
  months: number,
  track: GrowthTrack,
): Data => {
  const { boy } = track;
  const teeth = form.family === 'toddlerHealthChecks' ? Math.min(20, Math.round(months * 0.6)) : 20;
  const own: Data =
    form.family === 'toddlerHealthChecks'
      ? {
          complexion: '1',
          skin: '1',
          fontanelle: months >= 18 ? '1' : '2',
          ...(months < 18 ? { fontanelleLength: 0.5, fontanelleWidth: 0.5 } : {}),
          eyes: '1',
          earAppearance: '1',
          limbs: '1',
          ricketsSigns: ['1'],
          outdoorHours: between(random, 1, 3, 1),
          vitaminD: 400,
        }
      : { weightForHeightBand: '2', physicalEvaluation: '1', examOther: '无' };
  const optional: Data = {
    hearing: '1',
    gait: '1',
    hemoglobin: random.int(105, 135),
    visionLeft: between(random, 4.8, 5.0, 1),
    visionRight: between(random, 4.8, 5.0, 1),
    tcmGuidance6to12m: ['1', '2', '3'],
    tcmGuidance18to24m: ['1', '2', '3'],
    tcmGuidance30to36m: ['1', '2', '3'],
  };
  for (const [field, value] of Object.entries(optional)) {
    if (field in form.check.ageLimited && isColumnCheckedAt(form.check, field, age))
      own[field] = value;
  }
  // One screening in twelve finds a warning sign.
  const screening = form.signs[age];
  if (screening) own[screening.field] = chance(random, 1 / 12) ? [String(random.int(1, 4))] : [];
  return {
    ...own,
    checkAge: age,
    weight:
      Math.round((medianWeight(boy, months) + track.weight + between(random, -0.3, 0.3, 1)) * 10) /
      10,
    [form.heightField]:
      Math.round((medianHeight(boy, months) + track.height + between(random, -0.5, 0.5, 1)) * 10) /
      10,
    teethCount: teeth,
    cariesCount: chance(random, 0.2) ? random.int(1, 3) : 0,
  };
};

const writeChecksOf = (random: Random, writer: SeedWriter, child: Resident, doctor: string) => {
  const track: GrowthTrack = {
    boy: child.sex === '1',
    weight: between(random, -1.2, 1.2, 1),
    height: between(random, -3, 3, 1),
  };
  for (const form of FORMS) {
    for (const { value, months } of form.check.columns) {
      const visitDate = addDays(addMonths(child.birthDate, months), random.int(0, 20));
      if (visitDate > SEED_DAY) return;
      const values: Data = {
        ...commonValues(random, child, doctor),
        ...formValues(random, form, value, months, track),
        visitDate,
      };
      // The seed writes what the kernel computes, as a save through the server would.
      const { computed, issues } = form.assess(values);
      if (issues.length) throw new Error(`${form.family}: ${JSON.stringify(issues)}`);
      writer.add(form.family, {
        hospitalId: child.point.hospitalId,
        createdBy: doctor,
        createdAt: workTime(random, visitDate),
        data: { ...values, ...computed },
      });
    }
  }
};

/** Writes the checks of every active child from 12 months to 6 years. */
export const writeOlderChildChecks = (writer: SeedWriter, households: readonly Household[]) => {
  const random = createRandom(DEMO_SEED + 41);
  const from = addMonths(SEED_DAY, -84);
  const to = addMonths(SEED_DAY, -12);
  for (const household of households) {
    for (const child of household.members) {
      if (child.status !== '1' || child.birthDate <= from || child.birthDate > to) continue;
      writeChecksOf(random, writer, child, household.point.doctor);
    }
  }
};
