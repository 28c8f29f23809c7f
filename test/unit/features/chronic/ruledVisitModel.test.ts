import dayjs from 'dayjs';

import { MENTAL_TB_VISIT_FAMILIES } from '@/domain/followUp';
import { ruledSnapshot, summarizeRuledVisit, visitSeed } from '@/features/chronic';

const mental = MENTAL_TB_VISIT_FAMILIES.mentalvisit!;
const tbFirst = MENTAL_TB_VISIT_FAMILIES.pulmonaryfirstvisit!;
const tbVisit = MENTAL_TB_VISIT_FAMILIES.pulmonarypatientvisit!;
const today = '2026-11-20';

describe('ruledSnapshot', () => {
  it('keeps the rule fields as plain values, dates as text', () => {
    expect(
      ruledSnapshot({ visitDate: dayjs('2026-11-20'), riskLevel: '3', name: '王', insight: '' }),
    ).toEqual({ visitDate: '2026-11-20', riskLevel: '3' });
  });
});

describe('summarizeRuledVisit', () => {
  it('proposes 不稳定 and a referral reason for 危险性 4级', () => {
    expect(
      summarizeRuledVisit(mental, { visitDate: today, riskLevel: '4', insight: '1' }, { today }),
    ).toMatchObject({
      proposedClassification: '1',
      classificationLabel: '不稳定',
      referralAdvised: true,
      referralReason: '危险性评估4级，病情不稳定',
      proposedNextVisitDate: '2026-12-04',
    });
  });

  it('names the findings when 不稳定 comes from symptoms rather than 危险性', () => {
    expect(
      summarizeRuledVisit(mental, { visitDate: today, riskLevel: '0', insight: '3' }, { today })
        .referralReason,
    ).toBe('病情不稳定（自知力缺失）');
  });

  it('plans a TB first visit as month 1 of the intensive phase', () => {
    expect(
      summarizeRuledVisit(tbFirst, { visitDate: today, supervisor: '2' }, { today }),
    ).toMatchObject({ proposedNextVisitDate: '2026-11-30', proposedPhase: undefined });
  });

  it('proposes the TB phase, the next visit and 服药率 on a follow-up', () => {
    expect(
      summarizeRuledVisit(
        tbVisit,
        { visitDate: today, treatmentMonth: 4, supervisor: '2', adverseReaction: '2' },
        { today, intensiveMonths: 2 },
      ),
    ).toMatchObject({
      proposedPhase: '2',
      referralAdvised: true,
      referralReason: '药物不良反应',
      proposedNextVisitDate: '2026-12-04',
    });
    expect(
      summarizeRuledVisit(
        tbVisit,
        { visitDate: today, stopDate: today, stopReason: '1', plannedDoses: 60, actualDoses: 51 },
        { today },
      ),
    ).toMatchObject({ closing: true, doseRate: 85, irregularDosing: true });
  });
});

describe('visitSeed', () => {
  const card = {
    treatmentStartDate: '2026-09-01',
    chemotherapy: '2HRZE/4HR',
    supervisor: '2',
    patientType: '2',
    sputumResult: '1',
    drugResistance: '2',
  };

  it('carries the mental plan of the last visit, not its findings', () => {
    const lastVisit = {
      riskLevel: '3',
      visitClassification: '1',
      medications: [{ drug: '利培酮片', timesPerDay: 2, dose: '2mg' }],
      rehabilitation: ['1'],
    };
    expect(visitSeed(mental, { lastVisit, card: undefined, visitDate: today })).toEqual({
      medications: lastVisit.medications,
      rehabilitation: ['1'],
    });
  });

  it('starts a TB follow-up from the card when there is no visit, with its treatment month', () => {
    expect(visitSeed(tbVisit, { lastVisit: undefined, card, visitDate: today })).toEqual({
      chemotherapy: '2HRZE/4HR',
      supervisor: '2',
      treatmentMonth: 3,
    });
  });

  it('prefers the last visit over the card, and fills a first visit’s diagnosis from the card', () => {
    expect(
      visitSeed(tbFirst, {
        lastVisit: { chemotherapy: '2HRZE/4HRE', usage: '1' },
        card,
        visitDate: today,
      }),
    ).toEqual({
      chemotherapy: '2HRZE/4HRE',
      usage: '1',
      patientType: '2',
      sputumResult: '1',
      drugResistance: '2',
    });
  });
});
