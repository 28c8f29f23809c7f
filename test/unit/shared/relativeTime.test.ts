import { instantOf } from '@/domain/calendar';
import { DATE_GROUP_LABELS, dateGroupLabel, formatRelativeTime } from '@/shared/relativeTime';
import { type TimeInput } from '@/shared/time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  it.each<[string, number, string]>([
    ['now', 0, '刚刚'],
    ['29.999 s ago', 30 * SECOND - 1, '刚刚'],
    ['30 s ago', 30 * SECOND, '1分钟前'],
    ['59 s ago', 59 * SECOND, '1分钟前'],
    ['2 min ago', 2 * MINUTE, '2分钟前'],
    ['59 min 59 s ago', HOUR - SECOND, '59分钟前'],
    ['1 h ago', HOUR, '1小时前'],
    ['23 h 59 min ago', DAY - MINUTE, '23小时前'],
    ['1 day ago', DAY, '1天前'],
    ['47 h ago', 2 * DAY - HOUR, '1天前'],
    ['2 days ago', 2 * DAY, '2024-06-13 12:00'],
    ['a year ago', 366 * DAY, '2023-06-15 12:00'],
    ['10 s in the future', -10 * SECOND, '刚刚'],
    ['30 s in the future', -30 * SECOND, '刚刚'],
    ['an hour in the future', -HOUR, '2024-06-15 13:00'],
  ])('%s → %s', (_label, ago, expected) => {
    expect(formatRelativeTime(now - ago, now)).toBe(expected);
  });

  it('reads 10-digit seconds and date strings', () => {
    expect(formatRelativeTime(Math.floor((now - 5 * MINUTE) / 1000), now)).toBe('5分钟前');
    expect(formatRelativeTime('2024-06-15 09:00:00', now)).toBe('3小时前');
  });

  it('takes a format for older times', () => {
    expect(formatRelativeTime(now - 3 * DAY, now, 'MM-DD')).toBe('06-12');
  });

  it('gives an empty label for an unreadable time', () => {
    expect(formatRelativeTime('whenever', now)).toBe('');
  });

  it('uses the real clock when no `now` is given', () => {
    expect(formatRelativeTime(Date.now() - 10 * MINUTE)).toBe('10分钟前');
  });
});

describe('dateGroupLabel', () => {
  const at = (...parts: [number, number, number, number?, number?]): number => {
    const [year, month, day, hour = 0, minute = 0] = parts;
    // Wall-clock times of the deployment zone (China), which the headings are counted in.
    const pad = (value: number) => String(value).padStart(2, '0');
    return instantOf(`${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`);
  };

  it.each<[string, number, number, string]>([
    ['same day, midnight', at(2024, 6, 15, 12), at(2024, 6, 15), '今天'],
    ['later today', at(2024, 6, 15, 12), at(2024, 6, 15, 23, 59), '今天'],
    ['tomorrow (future)', at(2024, 6, 15, 12), at(2024, 6, 16), '今天'],
    ['yesterday late', at(2024, 6, 15, 12), at(2024, 6, 14, 23, 59), '昨天'],
    ['yesterday early', at(2024, 6, 15, 12), at(2024, 6, 14), '昨天'],
    ['2 days back', at(2024, 6, 15, 12), at(2024, 6, 13), '三天内'],
    ['3 days back', at(2024, 6, 15, 12), at(2024, 6, 12, 23), '三天内'],
    ['4 days back', at(2024, 6, 15, 12), at(2024, 6, 11), '七天内'],
    ['7 days back', at(2024, 6, 15, 12), at(2024, 6, 8), '七天内'],
    ['8 days back', at(2024, 6, 15, 12), at(2024, 6, 7, 23), '一个月内'],
    ['same day last month', at(2024, 6, 15, 12), at(2024, 5, 15), '一个月内'],
    ['the day before that', at(2024, 6, 15, 12), at(2024, 5, 14, 23, 59), '三个月内'],
    ['same day three months back', at(2024, 6, 15, 12), at(2024, 3, 15), '三个月内'],
    ['the day before that, this year', at(2024, 6, 15, 12), at(2024, 3, 14), '2024年'],
    ['last year', at(2024, 6, 15, 12), at(2023, 12, 31), '2023年'],
    ['month back clamps to 29 Feb', at(2024, 3, 31, 12), at(2024, 2, 29), '一个月内'],
    ['28 Feb is more than a month back', at(2024, 3, 31, 12), at(2024, 2, 28), '三个月内'],
    ['three months back from 31 Mar', at(2024, 3, 31, 12), at(2023, 12, 31), '三个月内'],
    ['one day more', at(2024, 3, 31, 12), at(2023, 12, 30), '2023年'],
    ['yesterday across a year end', at(2025, 1, 1, 0, 5), at(2024, 12, 31, 23, 55), '昨天'],
  ])('%s → %s', (_label, now, time, expected) => {
    expect(dateGroupLabel(time, now)).toBe(expected);
  });

  it('reads seconds and strings like the other time helpers', () => {
    const now = at(2024, 6, 15, 12);
    expect(dateGroupLabel(Math.floor(at(2024, 6, 14, 8) / 1000), now)).toBe('昨天');
    expect(dateGroupLabel('2024-06-15 08:00:00' satisfies TimeInput, now)).toBe('今天');
  });

  it('gives an empty label for an unreadable time', () => {
    expect(dateGroupLabel('whenever', at(2024, 6, 15))).toBe('');
  });

  it('lists the fixed headings newest first', () => {
    expect(DATE_GROUP_LABELS).toEqual(['今天', '昨天', '三天内', '七天内', '一个月内', '三个月内']);
  });

  it('uses the real clock when no `now` is given', () => {
    expect(dateGroupLabel(Date.now())).toBe('今天');
  });
});
