import { DEFAULT_CHRONIC_RULES, proposeNextVisitDate } from '@/domain/followUp';
import { followUpDueStatus } from '@/domain/followUp';
import {
  DEFAULT_FOLLOW_UP_RULES,
  parseFollowUpRuleOverrides,
  resolveFollowUpRules,
} from '@/domain/followUp';
import { classifyHypertensionVisit } from '@/domain/hypertension';
import { parseRuntimeConfig } from '@/services/config/runtimeConfig';

/** A deployment's FOLLOW_UP_RULES: checked on the server, carried to the client by /config.js. */
/** A card holder whose last visit, on 2026-03-01, was 控制不满意, as of `today`. */
const unsatisfactoryVisitOn = (today: string) => ({
  today,
  cardDate: '2020-01-01',
  terminated: false,
  faceToFaceThisYear: 1,
  lastVisit: { visitDate: '2026-03-01', classification: '2' as const },
});

describe('follow-up rule overrides', () => {
  it('resolves to the defaults without overrides', () => {
    expect(DEFAULT_FOLLOW_UP_RULES.chronic).toEqual(DEFAULT_CHRONIC_RULES);
    expect(DEFAULT_FOLLOW_UP_RULES.due).toMatchObject({
      graceDays: 0,
      routineMonths: 3,
      shortIntervalDays: 14,
      yearlyQuota: 4,
    });
  });

  it('changes the classification: a stricter 65+ target and a laxer general one', () => {
    const elderly = { sbp: 145, dbp: 85, age: 70 };
    expect(classifyHypertensionVisit(elderly)).toBe('1');
    const strict = resolveFollowUpRules(
      parseFollowUpRuleOverrides({ bloodPressure: { elderlyTargetSbp: 140 } }),
    );
    expect(classifyHypertensionVisit(elderly, strict.chronic)).toBe('2');
    const lax = resolveFollowUpRules({ bloodPressure: { targetSbp: 150 } }).chronic;
    expect(classifyHypertensionVisit({ sbp: 145, dbp: 85, age: 50 }, lax)).toBe('1');
  });

  it('changes the next date, and the work list follows the same intervals', () => {
    const rules = resolveFollowUpRules(
      parseFollowUpRuleOverrides({ nextVisit: { controlledMonths: 2, uncontrolledDays: 10 } }),
    );
    const visit = { visitDate: '2026-03-01', today: '2026-03-01' };
    expect(proposeNextVisitDate({ ...visit, classification: '1' }, rules.chronic)).toBe(
      '2026-05-01',
    );
    expect(proposeNextVisitDate({ ...visit, classification: '2' }, rules.chronic)).toBe(
      '2026-03-11',
    );
    expect(rules.due).toMatchObject({ routineMonths: 2, shortIntervalDays: 10 });
    const status = followUpDueStatus(unsatisfactoryVisitOn('2026-03-12'), rules.due);
    expect(status).toMatchObject({ state: 'overdue', plannedDate: '2026-03-11', daysOverdue: 1 });
  });

  it('takes the overdue grace from the overrides', () => {
    const rules = resolveFollowUpRules(parseFollowUpRuleOverrides({ due: { graceDays: 3 } }));
    const status = followUpDueStatus(unsatisfactoryVisitOn('2026-03-17'), rules.due);
    expect(status.state).toBe('dueToday');
  });

  it.each([
    [[], /应为 JSON 对象/],
    [{ bloodPresure: {} }, /bloodPresure 不是可配置项/],
    [{ bloodPressure: { targetSBP: 150 } }, /bloodPressure\.targetSBP 不是可配置项/],
    [{ bloodPressure: { targetSbp: '150' } }, /bloodPressure\.targetSbp 应为 60-250 之间的数/],
    [{ nextVisit: { controlledMonths: 2.5 } }, /nextVisit\.controlledMonths 应为 1-12 之间的整数/],
    [{ glucose: { targetFbg: 20 } }, /血糖控制目标应低于血糖危急值上限/],
    [{ bloodPressure: { dangerSbp: 130 } }, /收缩压控制目标应低于收缩压危急值/],
    [{ dangerSymptoms: { hypertension: [3] } }, /dangerSymptoms\.hypertension 应为症状代码/],
    [{ due: { graceDays: -1 } }, /due\.graceDays 应为 0-60 之间的整数/],
  ])('refuses %j with a message naming the key', (raw, message) => {
    expect(() => parseFollowUpRuleOverrides(raw)).toThrow(message);
  });

  it('reaches the client through the runtime config, ignoring a malformed value', () => {
    const overrides = { bloodPressure: { targetSbp: 150 }, due: { graceDays: 2 } };
    expect(parseRuntimeConfig({ followUpRules: overrides }).followUpRules).toEqual(overrides);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRuntimeConfig({ followUpRules: { nope: 1 } }).followUpRules).toEqual({});
    expect(parseRuntimeConfig({}).followUpRules).toEqual({});
    warn.mockRestore();
  });
});
