import { examinationReportParams, findingsSummary, reportKindOf } from '@/features/resources';
import { concreteFamilies, type ConcreteFamilySpec } from '@/services/contract';

import { readFindings } from '../../../../server/assistant/responder/examinationFindings';

const family = (id: string): ConcreteFamilySpec => {
  const found = concreteFamilies.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
};

const healthCheck = family('healthCheckTables');
const fields = healthCheck.fields ?? [];

const row = {
  id: 'r1',
  personNum: '3408810001',
  name: '张桂兰',
  sex: '2',
  IDCardNo: '340881195303150026',
  checkDate: '2026-05-01',
  responsibleDoctor: '李秀英',
  leftSbp: 152,
  leftDbp: 96,
  rightSbp: 148,
  height: 158,
  weight: 66.5,
  fastingBloodGlucose: 7.8,
  smokingStatus: '1',
  hospitalId: '34088110520101',
  createdBy: 'xzys01',
  createdAt: '2026-05-01 09:12:00',
};

describe('the examination report of a 健康体检表 record', () => {
  it('is offered for the health check table and no other family', () => {
    expect(reportKindOf(healthCheck)).toBe('examination');
    expect(reportKindOf(family('persons'))).toBeNull();
  });

  it('summarises the findings as doctors write them, leaving out the header and audit trail', () => {
    const summary = findingsSummary(fields, row);
    expect(summary).toContain('左侧血压 152/96 mmHg');
    // A systolic value without its diastolic partner is still a finding.
    expect(summary).toContain('右侧收缩压 148 mmHg');
    expect(summary).toContain('空腹血糖 7.8 mmol/L');
    expect(summary).not.toMatch(/张桂兰|李秀英|xzys01|3408810001|34088110520101|体检日期/);
  });

  it('pairs blood pressure as the fields declare it, plain 收缩压 and 舒张压 too', () => {
    const followUp = family('hypertensionFollowUp').fields ?? [];
    const summary = findingsSummary(followUp, { sbp: 135, dbp: 85, heartRate: 72 });
    expect(summary).toContain('血压 135/85 mmHg');
    expect(summary).not.toMatch(/收缩压|舒张压/);
    // A diastolic value without its systolic partner is still a finding.
    expect(findingsSummary(fields, { leftDbp: 96 })).toBe('左侧舒张压 96 mmHg');
  });

  it('is what the reference server reads its findings from', () => {
    const topics = readFindings(findingsSummary(fields, row)).map((finding) => finding.topic);
    expect(topics).toEqual(expect.arrayContaining(['bp', 'glucose', 'weight']));
  });

  it('carries the name, sex label and age beside the summary', () => {
    const params = examinationReportParams(fields, row);
    expect(params).toMatchObject({ name: '张桂兰', sex: '女' });
    expect(params.age).toBeGreaterThanOrEqual(72);
    expect(typeof params.summary).toBe('string');
  });
});
