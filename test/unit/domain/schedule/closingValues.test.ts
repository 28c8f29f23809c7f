import { closingValuesOf, type ScheduledService, type ScheduleResident } from '@/domain/schedule';

import { record, resident, servicesOf } from './scheduleFixtures';

const TODAY = '2026-12-05';

/** The resident with one more record: the service's form, dated today, with its closing values. */
const closedBy = (service: ScheduledService, who: ScheduleResident): ScheduleResident => ({
  ...who,
  records: [...who.records, record(service.formFamily, TODAY, { ...closingValuesOf(service) })],
});

describe('closingValuesOf: the form the work list opens closes the row (service-rules §6)', () => {
  it('a 2-year-old’s every open check is closed by its form with the 检查月龄 it gives', () => {
    const child = resident([], { birthDate: '2024-11-20' });
    const open = servicesOf('child', child, TODAY).filter((service) => !service.doneDate);
    expect(open.length).toBeGreaterThan(0);
    for (const service of open) {
      if (service.serviceKey !== 'newborn-visit') {
        expect(closingValuesOf(service)).toHaveProperty('checkAge');
      }
      const after = servicesOf('child', closedBy(service, child), TODAY);
      expect([service.serviceKey, after.find((s) => s.serviceKey === service.serviceKey)]).toEqual([
        service.serviceKey,
        expect.objectContaining({ doneDate: TODAY }),
      ]);
    }
  });

  it('each antenatal visit is closed by a 第2～5次产前随访 of the 随访次数 it gives, and only it', () => {
    const first = record('prenatalFirstChecks', '2026-08-01', {
      lastMenstrualPeriod: '2026-06-01',
    });
    const antenatal = servicesOf('maternal', resident([first]), TODAY).filter((service) =>
      service.serviceKey.startsWith('antenatal-'),
    );
    expect(antenatal.map((service) => closingValuesOf(service))).toEqual([
      { visitTimes: '2' },
      { visitTimes: '3' },
      { visitTimes: '4' },
      { visitTimes: '5' },
    ]);
    for (const service of antenatal) {
      const after = servicesOf('maternal', closedBy(service, resident([first])), TODAY);
      expect(after.filter((s) => s.doneDate === TODAY).map((s) => s.serviceKey)).toEqual([
        service.serviceKey,
      ]);
    }
  });

  it('each vaccine dose is closed by a 预防接种记录 of the 疫苗名称 and 剂次 it gives, and only it', () => {
    const child = resident([], { birthDate: '2020-06-01' });
    const doses = servicesOf('vaccination', child, TODAY);
    expect(doses.length).toBeGreaterThan(20);
    for (const service of doses) {
      const after = servicesOf('vaccination', closedBy(service, child), TODAY);
      expect(after.filter((s) => s.doneDate === TODAY).map((s) => s.serviceKey)).toEqual([
        service.serviceKey,
      ]);
    }
    expect(closingValuesOf({ programme: 'vaccination', serviceKey: 'dose-MMR-2' })).toEqual({
      vaccine: '5',
      doseNo: 2,
    });
  });

  it('gives nothing where any record of the form closes the service', () => {
    expect(closingValuesOf({ programme: 'maternal', serviceKey: 'postpartum-visit' })).toEqual({});
    expect(closingValuesOf({ programme: 'mental', serviceKey: 'visit' })).toEqual({});
    expect(closingValuesOf({ programme: 'child', serviceKey: 'newborn-visit' })).toEqual({});
  });
});
