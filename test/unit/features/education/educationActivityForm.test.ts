import dayjs from 'dayjs';

import { activityFieldProblem, educationActivityForm } from '@/features/education';
import { type FieldSpec, getFamily } from '@/services/contract';

const TODAY = '2026-11-20';

/** The values as the antd form holds them: dates as dayjs, numbers as numbers. */
const lecture = (overrides: Record<string, unknown> = {}) => ({
  activityType: '2',
  activityDate: dayjs('2026-11-10'),
  fillDate: dayjs('2026-11-11'),
  speaker: '王建国',
  participants: 40,
  ...overrides,
});

describe('the 健康教育活动记录 dialog’s rules', () => {
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['a complete lecture', lecture(), 'speaker', undefined],
    [
      'a lecture without a speaker',
      lecture({ speaker: '' }),
      'speaker',
      '健康知识讲座须填写主讲人',
    ],
    [
      'a board without a speaker',
      lecture({ activityType: '1', speaker: '' }),
      'speaker',
      undefined,
    ],
    [
      'a consultation nobody attended',
      lecture({ activityType: '3', participants: 0 }),
      'participants',
      '讲座和咨询活动的接受健康教育人数至少为1人',
    ],
    [
      'a form dated before its activity',
      lecture({ fillDate: dayjs('2026-11-09') }),
      'fillDate',
      '填表时间不能早于活动时间',
    ],
    [
      'an activity after today',
      lecture({ activityDate: dayjs('2026-11-21'), fillDate: dayjs('2026-11-21') }),
      'activityDate',
      '活动时间不能晚于今天，请在活动结束后记录',
    ],
  ])('%s', (_case, values, field, message) => {
    expect(activityFieldProblem(values, field, TODAY)).toBe(message);
  });

  describe('as a form extension', () => {
    const fields = getFamily('healtheducations').fields ?? [];
    const fieldNamed = (name: string) => fields.find((field) => field.name === name) as FieldSpec;
    const extensionFor = (values: Record<string, unknown>) =>
      educationActivityForm({
        familyId: 'healtheducations',
        mode: 'create',
        form: { getFieldsValue: () => values } as never,
        source: undefined,
      });
    const validate = (values: Record<string, unknown>, name: string) => {
      const rules = extensionFor(values).fieldRules?.(fieldNamed(name));
      const rule = rules?.rules[0] as { validator: (...args: unknown[]) => Promise<void> };
      return rule.validator({}, values[name]);
    };

    it('re-checks 主讲人 when 活动形式 changes, and leaves other fields alone', () => {
      const extension = extensionFor(lecture());
      expect(extension.fieldRules?.(fieldNamed('speaker'))?.dependencies).toEqual(['activityType']);
      expect(extension.fieldRules?.(fieldNamed('theme'))).toBeUndefined();
    });

    it('refuses a lecture without its speaker next to the field, and accepts one with it', async () => {
      await expect(validate(lecture({ speaker: '' }), 'speaker')).rejects.toThrow(
        '健康知识讲座须填写主讲人',
      );
      await expect(validate(lecture(), 'speaker')).resolves.toBeUndefined();
    });
  });
});
