import { instantOf } from '@/domain/calendar';
import {
  formatDate,
  formatDateTime,
  isExpired,
  type TimeInput,
  toMilliseconds,
} from '@/shared/time';

describe('toMilliseconds', () => {
  it.each<[TimeInput, number]>([
    [1_700_000_000, 1_700_000_000_000],
    ['1700000000', 1_700_000_000_000],
    [1_700_000_000.5, 1_700_000_000_500],
    [9_999_999_999, 9_999_999_999_000],
    [1_000_000_000, 1_000_000_000_000],
    [999_999_999, 999_999_999],
    [1_700_000_000_000, 1_700_000_000_000],
    ['1700000000000', 1_700_000_000_000],
    [0, 0],
    [new Date(2024, 4, 1, 8, 30), new Date(2024, 4, 1, 8, 30).getTime()],
    ['2024-05-01 08:30:00', new Date(2024, 4, 1, 8, 30).getTime()],
    ['2024-05-01', new Date(2024, 4, 1).getTime()],
  ])('%p → %p', (value, expected) => {
    expect(toMilliseconds(value)).toBe(expected);
  });

  it.each(['', '   ', 'not a date'])('%p → NaN', (value) => {
    expect(toMilliseconds(value)).toBeNaN();
  });
});

describe('isExpired', () => {
  const now = 1_700_000_000_000;
  it.each<[string, TimeInput, boolean]>([
    ['an hour away', now + 3_600_000, false],
    ['exactly 60 s away', now + 60_000, false],
    ['59.999 s away', now + 59_999, true],
    ['now', now, true],
    ['in the past', now - 1, true],
    ['10-digit seconds, 2 min away', Math.floor((now + 120_000) / 1000), false],
    ['10-digit seconds, 30 s away', Math.floor((now + 30_000) / 1000), true],
    ['a date string an hour away', formatDateTime(now + 3_600_000), false],
    ['unreadable', 'soon', true],
  ])('%s → %s', (_label, time, expected) => {
    expect(isExpired(time, now)).toBe(expected);
  });

  it('uses the real clock when no `now` is given', () => {
    expect(isExpired(Date.now() + 3_600_000)).toBe(false);
    expect(isExpired(Date.now() - 1)).toBe(true);
  });
});

describe('formatDate / formatDateTime', () => {
  // An instant is shown on the deployment's clock (China time), whatever the test machine's zone.
  const moment = new Date(instantOf('2024-01-02 03:04:05'));
  it.each<[TimeInput | null | undefined, string, string]>([
    [moment, '2024-01-02', '2024-01-02 03:04:05'],
    [moment.getTime(), '2024-01-02', '2024-01-02 03:04:05'],
    [Math.floor(moment.getTime() / 1000), '2024-01-02', '2024-01-02 03:04:05'],
    ['2024-01-02 03:04:05', '2024-01-02', '2024-01-02 03:04:05'],
    ['garbage', '', ''],
    ['', '', ''],
    [null, '', ''],
    [undefined, '', ''],
  ])('%p → %p / %p', (value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it('takes a dayjs format', () => {
    expect(formatDate(moment, 'YYYY年M月D日 HH:mm')).toBe('2024年1月2日 03:04');
  });
});
