import { type ChronicDisease } from '@/services/contract/chronicPaths';

import { BloodPressureTrend, GlucoseTrend } from '../trends/ResidentTrend';

/** The expanded row of the work list: the patient's trend of the disease's measure. */
export function PatientTrend({
  disease,
  personNum,
}: {
  disease: ChronicDisease;
  personNum: string;
}) {
  return disease === 'diabetes' ? (
    <GlucoseTrend personNum={personNum} height={220} />
  ) : (
    <BloodPressureTrend personNum={personNum} height={220} />
  );
}
