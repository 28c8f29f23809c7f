import {
  educationActivityIssues,
  isLectureActivity,
  lectureReportParams,
} from '@/domain/education';

const TODAY = '2026-11-20';

const lecture = {
  activityType: '2',
  activityDate: '2026-11-10',
  fillDate: '2026-11-11',
  speaker: '王建国',
  participants: 40,
};

const fieldsOf = (values: Record<string, unknown>) =>
  educationActivityIssues(values, TODAY).map((issue) => issue.field);

describe('健康教育活动记录 rules', () => {
  it('accepts a complete lecture', () => {
    expect(educationActivityIssues(lecture, TODAY)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a lecture without its speaker', { ...lecture, speaker: '  ' }, ['speaker']],
    ['a lecture nobody attended', { ...lecture, participants: 0 }, ['participants']],
    [
      'a consultation nobody attended',
      { ...lecture, activityType: '3', speaker: '', participants: 0 },
      ['participants'],
    ],
    [
      'a bulletin board (no speaker, no head count)',
      { ...lecture, activityType: '1', speaker: '', participants: 0 },
      [],
    ],
    [
      'an activity after today',
      { ...lecture, activityDate: '2026-11-21', fillDate: '2026-11-21' },
      ['activityDate'],
    ],
    ['an activity on today', { ...lecture, activityDate: TODAY, fillDate: TODAY }, []],
    ['a form filled in before the activity', { ...lecture, fillDate: '2026-11-09' }, ['fillDate']],
    ['a form filled in on the activity day', { ...lecture, fillDate: '2026-11-10' }, []],
  ])('%s', (_case, values, fields) => {
    expect(fieldsOf(values)).toEqual(fields);
  });

  it('names the problem in Chinese', () => {
    expect(educationActivityIssues({ ...lecture, speaker: '' }, TODAY)).toEqual([
      { field: 'speaker', message: '健康知识讲座须填写主讲人' },
    ]);
  });
});

describe('the lecture report of an activity', () => {
  const record = {
    activityType: '2',
    theme: '高血压患者的自我管理',
    audience: '辖区高血压患者及家属',
    speaker: '王建国',
    activityDate: '2026-11-03',
    activityTime: '09:00—10:30',
    activityPlace: '孔城镇卫生院',
  };

  it('takes the topic, audience, speaker, time and place', () => {
    expect(lectureReportParams(record)).toEqual({
      topic: '高血压患者的自我管理',
      audience: '辖区高血压患者及家属',
      speaker: '王建国',
      time: '2026-11-03 09:00—10:30',
      place: '孔城镇卫生院',
    });
  });

  it('gives the day alone when no time slot is recorded', () => {
    expect(lectureReportParams({ ...record, activityTime: undefined })?.time).toBe('2026-11-03');
  });

  it.each(['1', '3', '4', undefined])('has no lecture report for activity type %s', (type) => {
    expect(isLectureActivity({ activityType: type })).toBe(false);
    expect(lectureReportParams({ ...record, activityType: type })).toBeNull();
  });
});
