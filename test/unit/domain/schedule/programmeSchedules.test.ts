import { addDays, addMonths } from '@/domain/calendar';
import { DEFAULT_DUE_RULES, patientPlan } from '@/domain/followUp';
import {
  DEFAULT_SCHEDULE_RULES,
  isContractItemKey,
  scheduleWindows,
  VACCINE_DOSES,
} from '@/domain/schedule';

import { record, resident, serviceOf, servicesOf, stateOn } from './scheduleFixtures';

const TODAY = '2026-12-05';

describe('maternal schedule (孕16–20, 21–24, 28–36, 37–40周; 产后访视; 产后42天)', () => {
  const LMP = '2026-06-01';
  const first = record('prenatalFirstChecks', '2026-08-01', { lastMenstrualPeriod: LMP });

  it('opens the 2nd visit on 孕16周 and makes it overdue after 孕20周6天', () => {
    const visit = serviceOf('maternal', 'antenatal-2', resident([first]), TODAY);
    expect(visit).toMatchObject({
      earliestDate: addDays(LMP, 16 * 7),
      overdueAfter: addDays(LMP, 20 * 7 + 6),
      formFamily: 'prenatalFollowUps',
    });
    expect(stateOn(visit, addDays(LMP, 16 * 7 - 1))).toBe('dueThisWeek');
    expect(stateOn(visit, addDays(LMP, 20 * 7 + 6))).toBe('dueToday');
    expect(stateOn(visit, addDays(LMP, 21 * 7))).toBe('overdue');
  });

  it.each([
    ['antenatal-3', 21, 24],
    ['antenatal-4', 28, 36],
    ['antenatal-5', 37, 40],
  ])('%s runs from week %i to week %i', (key, from, to) => {
    expect(serviceOf('maternal', key, resident([first]), TODAY)).toMatchObject({
      earliestDate: addDays(LMP, from * 7),
      overdueAfter: addDays(LMP, to * 7 + 6),
    });
  });

  it('takes 末次月经 back from the 孕周 when it is not written', () => {
    const weeks = record('prenatalFirstChecks', '2026-08-01', {
      gestationalWeeks: 10,
      gestationalDays: 3,
    });
    expect(serviceOf('maternal', 'antenatal-2', resident([weeks]), TODAY)?.earliestDate).toBe(
      addDays('2026-08-01', -73 + 16 * 7),
    );
  });

  it('is closed by the 随访次数 of the record', () => {
    const second = record('prenatalFollowUps', '2026-09-25', { visitTimes: '2' });
    const visits = servicesOf('maternal', resident([first, second]), TODAY);
    expect(visits.find((s) => s.serviceKey === 'antenatal-2')?.doneRecordId).toBe(second.id);
    expect(visits.find((s) => s.serviceKey === 'antenatal-3')?.doneDate).toBeNull();
  });

  it('counts 产后访视 from discharge (3–7 days) and 42天 from delivery (42–56 days)', () => {
    const visit = record('postpartumVisits', '2026-03-10', {
      deliveryDate: '2026-03-01',
      dischargeDate: '2026-03-04',
    });
    const early = record('prenatalFirstChecks', '2025-08-01', {
      lastMenstrualPeriod: '2025-06-01',
    });
    const services = servicesOf('maternal', resident([early, visit]), TODAY);
    expect(services.find((s) => s.serviceKey === 'postpartum-visit')).toMatchObject({
      earliestDate: '2026-03-04',
      dueDate: '2026-03-07',
      overdueAfter: '2026-03-11',
      doneDate: '2026-03-10',
    });
    expect(services.find((s) => s.serviceKey === 'postpartum-42')).toMatchObject({
      earliestDate: addDays('2026-03-01', 42),
      overdueAfter: addDays('2026-03-01', 56),
      doneDate: null,
    });
    // Antenatal visits not done by the delivery are no longer due.
    expect(services.some((s) => s.serviceKey.startsWith('antenatal'))).toBe(false);
  });

  it('has no schedule without a 第1次产前检查', () => {
    expect(servicesOf('maternal', resident([]), TODAY)).toEqual([]);
  });
});

describe('vaccination (schedule A)', () => {
  const BIRTH = '2026-03-15';
  const baby = (records = [] as ReturnType<typeof record>[]) =>
    resident(records, { birthDate: BIRTH });

  it('lists every dose of schedule A, due at its age', () => {
    const doses = servicesOf('vaccination', baby(), TODAY);
    expect(doses).toHaveLength(VACCINE_DOSES.length);
    expect(doses.find((s) => s.serviceKey === 'dose-MMR-1')).toMatchObject({
      service: '麻腮风疫苗第1剂',
      dueDate: addMonths(BIRTH, 8),
      overdueAfter: addDays(addMonths(BIRTH, 12), -1),
    });
  });

  it('gives 乙肝 dose 1 one day (24 hours) and a dose without a limit until the next dose', () => {
    expect(serviceOf('vaccination', 'dose-HepB-1', baby(), TODAY)?.overdueAfter).toBe(
      addDays(BIRTH, 1),
    );
    expect(serviceOf('vaccination', 'dose-HepB-2', baby(), TODAY)?.overdueAfter).toBe(
      addDays(addMonths(BIRTH, 6), -1),
    );
  });

  it('closes a dose with a record of that vaccine and 剂次 (a number or its text)', () => {
    const given = record('vaccinationrecords', '2026-11-16', { vaccine: '5', doseNo: 1 });
    expect(serviceOf('vaccination', 'dose-MMR-1', baby([given]), TODAY)?.doneDate).toBe(
      '2026-11-16',
    );
    expect(serviceOf('vaccination', 'dose-MMR-2', baby([given]), TODAY)?.doneDate).toBeNull();
  });

  it('ends at the catch-up age', () => {
    const older = resident([], { birthDate: '2019-12-05' });
    expect(servicesOf('vaccination', older, TODAY)).toEqual([]);
    expect(servicesOf('vaccination', older, '2026-12-04')).not.toEqual([]);
  });
});

describe('elderly (65+, one check, 自理能力评估 and 中医体质辨识 a calendar year)', () => {
  it('starts in the calendar year of the 65th birthday', () => {
    expect(servicesOf('elderly', resident([], { birthDate: '1961-12-31' }), TODAY)).toHaveLength(3);
    expect(servicesOf('elderly', resident([], { birthDate: '1962-01-01' }), TODAY)).toEqual([]);
  });

  it('runs to 31 December, due on the anniversary of last year’s check', () => {
    const last = record('healthCheckTables', '2025-12-08', {});
    const check = serviceOf(
      'elderly',
      'annual-check-2026',
      resident([last], { birthDate: '1950-01-01' }),
      TODAY,
    );
    expect(check).toMatchObject({
      earliestDate: '2026-01-01',
      dueDate: '2026-12-08',
      overdueAfter: '2026-12-31',
    });
    expect(stateOn(check, TODAY)).toBe('dueThisWeek');
    expect(stateOn(check, '2027-01-01')).toBe('overdue');
  });

  it('is done by a record dated in the year', () => {
    const done = record('questionnaireMains', '2026-03-02', {});
    expect(
      serviceOf('elderly', 'tcm-2026', resident([done], { birthDate: '1950-01-01' }), TODAY)
        ?.doneDate,
    ).toBe('2026-03-02');
  });
});

describe('mental and TB visits', () => {
  const card = record('mentalcard', '2026-01-10', { buildDate: '2026-01-10' });

  it('plans the next mental visit two weeks after an unstable one, three months after a stable one', () => {
    const unstable = record('mentalvisit', '2026-11-20', { visitClassification: '1' });
    expect(serviceOf('mental', 'visit', resident([card, unstable]), TODAY)?.dueDate).toBe(
      '2026-12-04',
    );
    const stable = record('mentalvisit', '2026-11-20', { visitClassification: '3' });
    expect(serviceOf('mental', 'visit', resident([card, stable]), TODAY)?.dueDate).toBe(
      '2027-02-20',
    );
  });

  it('ends the mental programme with 终止管理', () => {
    expect(servicesOf('mental', resident([{ ...card, status: '2' }]), TODAY)).toEqual([]);
  });

  const tbCard = record('pulmonarycard', '2026-11-28', { buildDate: '2026-11-28' });
  it('wants the first TB home visit within 3 days of the card', () => {
    const first = serviceOf('tuberculosis', 'first-visit', resident([tbCard]), TODAY);
    expect(first).toMatchObject({ dueDate: '2026-12-01', overdueAfter: '2026-12-01' });
    expect(stateOn(first, TODAY)).toBe('overdue');
  });

  it('visits every 10 days in the intensive phase and monthly in the continuation phase', () => {
    const intensive = record('pulmonarypatientvisit', '2026-12-01', {
      treatmentPhase: '1',
      supervisor: '2',
    });
    expect(serviceOf('tuberculosis', 'visit', resident([tbCard, intensive]), TODAY)?.dueDate).toBe(
      '2026-12-11',
    );
    const continuation = record('pulmonarypatientvisit', '2026-12-01', { treatmentPhase: '2' });
    expect(
      serviceOf('tuberculosis', 'visit', resident([tbCard, continuation]), TODAY)?.dueDate,
    ).toBe('2027-01-01');
  });

  it('ends TB management with 结案', () => {
    const closed = record('pulmonarypatientvisit', '2026-12-01', {
      stopDate: '2026-12-01',
      stopReason: '1',
    });
    expect(servicesOf('tuberculosis', resident([tbCard, closed]), TODAY)).toEqual([]);
  });
});

describe('hypertension and diabetes keep the chronic due rules', () => {
  it('plans the visit as patientPlan does, overdue after the grace days', () => {
    const card = record('hypertensionCard', '2026-01-01', { buildDate: '2026-01-01' });
    const visit = record('hypertensionFollowUp', '2026-11-01', { visitClassification: '2' });
    const service = serviceOf('hypertension', 'visit', resident([card, visit]), TODAY);
    const plan = patientPlan(
      { visitDate: '2026-11-01', classification: '2', nextVisitDate: null, referred: false },
      '2026-01-01',
    );
    expect(service?.dueDate).toBe(plan.plannedDate);
    expect(service?.overdueAfter).toBe(addDays(plan.plannedDate, DEFAULT_DUE_RULES.graceDays));
  });
});

describe('contract renewal (即将到期 30 days, 已过期 after the end)', () => {
  const agreement = record('signRegistes', '2025-12-01', {
    signStatus: '1',
    startDate: '2025-12-01',
    endDate: '2026-11-30',
  });
  it('is due 30 days before the end date and overdue from the day after', () => {
    const renewal = serviceOf('contract', 'contract-expiry', resident([agreement]), TODAY);
    expect(renewal).toMatchObject({ dueDate: '2026-10-31', overdueAfter: '2026-11-30' });
    expect(stateOn(renewal, '2026-10-30')).toBe('dueThisWeek');
    expect(stateOn(renewal, '2026-11-30')).toBe('dueToday');
    expect(stateOn(renewal, TODAY)).toBe('overdue');
  });
  it('follows the renewal and ends with 解约', () => {
    const renewal = record('signRegistes', '2026-12-01', {
      signStatus: '1',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      previousId: agreement.id,
    });
    expect(
      serviceOf('contract', 'contract-expiry', resident([agreement, renewal]), TODAY)?.overdueAfter,
    ).toBe('2027-11-30');
    const ended = { ...agreement, data: { ...agreement.data, signStatus: '2' } };
    expect(servicesOf('contract', resident([ended]), TODAY)).toEqual([]);
  });
});

describe('contract items (履约: each undelivered item of the contract year)', () => {
  const items = [
    { name: '高血压随访', rule: 'htnFollowUp', times: 4 },
    { name: '健康体检', rule: 'healthCheck', times: 1 },
    { name: '自定义项目', rule: 'noSuchRule', times: 1 },
  ];
  const agreement = record('signRegistes', '2026-06-01', {
    signStatus: '1',
    startDate: '2026-06-01',
    endDate: '2027-05-31',
    items,
  });
  const visit = (date: string, visitMethod = '1') =>
    record('hypertensionFollowUp', date, { visitMethod });
  const itemRows = (records: ReturnType<typeof record>[], today = TODAY) =>
    servicesOf('contract', resident([agreement, ...records]), today).filter((service) =>
      isContractItemKey(service.serviceKey),
    );

  it('is a row per item the rules know, 0 of n while nothing is delivered', () => {
    const rows = itemRows([]);
    expect(rows.map((row) => row.service)).toEqual([
      '签约履约：高血压随访 0/4',
      '签约履约：健康体检 0/1',
    ]);
    expect(rows[0]).toMatchObject({
      serviceKey: 'contract-item-1',
      formFamily: 'hypertensionFollowUp',
      earliestDate: '2026-06-01',
      dueDate: '2026-06-01',
      overdueAfter: '2026-08-31',
      doneDate: null,
    });
    expect(stateOn(rows[0], '2026-08-31')).toBe('dueToday');
    expect(stateOn(rows[0], '2026-09-01')).toBe('overdue');
  });

  it('counts a face-to-face visit on the first day, not a telephone one nor the day before', () => {
    const [htn] = itemRows([visit('2026-06-01'), visit('2026-07-01', '3'), visit('2026-05-31')]);
    expect(htn).toMatchObject({ service: '签约履约：高血压随访 1/4', dueDate: '2026-09-01' });
    expect(htn?.lastServiceDate).toBe('2026-06-01');
  });

  it('is done by the record that completed the times agreed, and counts up to the end date', () => {
    const dates = ['2026-06-10', '2026-09-10', '2026-12-01', '2027-05-31', '2027-06-01'];
    const records = dates.map((date) => visit(date));
    const [htn] = itemRows(records);
    expect(htn).toMatchObject({
      service: '签约履约：高血压随访 4/4',
      doneDate: '2027-05-31',
      doneRecordId: records[3]!.id,
    });
    expect(stateOn(htn, TODAY)).toBe('done');
  });

  it('ends with the contract year: none once the end date has passed, nor after 解约', () => {
    expect(itemRows([], '2027-05-31')).toHaveLength(2);
    expect(itemRows([], '2027-06-01')).toEqual([]);
    const ended = { ...agreement, data: { ...agreement.data, signStatus: '2' } };
    expect(servicesOf('contract', resident([ended]), TODAY)).toEqual([]);
  });
});

describe('state windows', () => {
  it('bound the states as serviceStateOn judges them', () => {
    const windows = scheduleWindows(TODAY, DEFAULT_SCHEDULE_RULES.due);
    expect(windows).toMatchObject({
      overdueBefore: TODAY,
      weekEnd: '2026-12-11',
      yearStart: '2026-01-01',
    });
  });
});

describe('a 预防接种记录 without a record date', () => {
  it('is dated by its 接种日期', () => {
    const given = {
      ...record('vaccinationrecords', '', {
        vaccine: '1',
        doseNo: 2,
        vaccinationDate: '2026-04-20',
      }),
      date: null,
    };
    expect(
      serviceOf('vaccination', 'dose-HepB-2', resident([given], { birthDate: '2026-03-15' }), TODAY)
        ?.doneDate,
    ).toBe('2026-04-20');
  });
});
