import { CHILD_CHECKS } from './childSchedule';
import { ANTENATAL_VISITS, antenatalKey } from './maternalSchedule';
import { type ScheduledService } from './types';
import { doseKey, VACCINE_DOSES } from './vaccinationSchedule';

/**
 * What a record must say to close a due service, beyond its resident (the same fields each
 * schedule's closing test reads): a child check's 检查月龄 column, an antenatal visit's 随访次数,
 * a dose's 疫苗名称 and 剂次. The work list opens the service's form with them filled in, so the
 * record the doctor saves is the one the row waits for. Empty for a service that any record of
 * its form closes.
 */
export const closingValuesOf = (
  service: Pick<ScheduledService, 'programme' | 'serviceKey'>,
): Readonly<Record<string, string | number>> => {
  switch (service.programme) {
    case 'child': {
      const check = CHILD_CHECKS.find((item) => item.key === service.serviceKey);
      return check ? { checkAge: check.column } : {};
    }
    case 'maternal': {
      const visit = ANTENATAL_VISITS.find(
        (item) => antenatalKey(item.times) === service.serviceKey,
      );
      return visit ? { visitTimes: visit.times } : {};
    }
    case 'vaccination': {
      const dose = VACCINE_DOSES.find((item) => doseKey(item) === service.serviceKey);
      return dose ? { vaccine: dose.vaccine, doseNo: dose.dose } : {};
    }
    default:
      return {};
  }
};
