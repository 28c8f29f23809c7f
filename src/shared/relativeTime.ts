/**
 * Human labels for past times (spec section 9): "3分钟前" next to a message, and the group
 * headings (今天, 昨天 …) of the assistant's conversation history.
 */

import dayjs from 'dayjs';

import { addMonths, type TimeInput, toMilliseconds } from './time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 刚刚 under 30 s, 'N分钟前' under an hour, 'N小时前' under a day, 1天前 under two days, else
 * the date as `format` (default 'YYYY-MM-DD HH:mm', since older items in one list often share
 * a day). Counts are rounded down but never below 1, so 45 s reads 1分钟前, not 0分钟前.
 * Up to 30 s in the future also reads 刚刚, to absorb clock skew between server and browser;
 * further in the future, and unreadable times, fall back to the date ('' when unreadable).
 */
export const formatRelativeTime = (
  time: TimeInput,
  now: number = Date.now(),
  format = 'YYYY-MM-DD HH:mm',
): string => {
  const ms = toMilliseconds(time);
  if (Number.isNaN(ms)) return '';
  const diff = now - ms;
  if (diff >= -30 * SECOND) {
    if (diff < 30 * SECOND) return '刚刚';
    if (diff < HOUR) return `${Math.max(1, Math.floor(diff / MINUTE))}分钟前`;
    if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
    if (diff < 2 * DAY) return '1天前';
  }
  return dayjs(ms).format(format);
};

/** The fixed group headings, newest first; a year heading ('2024年') follows them. */
export const DATE_GROUP_LABELS = [
  '今天',
  '昨天',
  '三天内',
  '七天内',
  '一个月内',
  '三个月内',
] as const;

export type DateGroupLabel = (typeof DATE_GROUP_LABELS)[number] | `${number}年`;

// Whole calendar days between two local dates; via UTC so a daylight-saving day of 23 or 25
// hours still counts as one.
const calendarDayIndex = (date: Date): number =>
  Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY;

const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The history heading for `time`, by local calendar days before `now`'s day:
 * 0 (or in the future) 今天; 1 昨天; 2-3 三天内; 4-7 七天内; then 一个月内 back to the same day
 * of the previous month (clamped to its end), 三个月内 back to that day three months ago, and
 * otherwise the time's own year, e.g. '2024年'. An unreadable time gets '' rather than a made-up
 * heading.
 */
export const dateGroupLabel = (time: TimeInput, now: number = Date.now()): DateGroupLabel | '' => {
  const ms = toMilliseconds(time);
  if (Number.isNaN(ms)) return '';
  const date = new Date(ms);
  const today = new Date(now);
  const days = calendarDayIndex(today) - calendarDayIndex(date);
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  if (days <= 3) return '三天内';
  if (days <= 7) return '七天内';
  const dayStart = startOfDay(date);
  if (dayStart >= startOfDay(addMonths(today, -1))) return '一个月内';
  if (dayStart >= startOfDay(addMonths(today, -3))) return '三个月内';
  return `${date.getFullYear()}年`;
};
