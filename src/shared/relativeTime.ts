/**
 * Human labels for past times (spec section 9): "3分钟前" next to a message, and the group
 * headings (今天, 昨天 …) of the assistant's conversation history.
 */

import dayjs from 'dayjs';

import { addMonths, dateText, daysBetween, DEFAULT_TIME_ZONE } from '@/domain/calendar';

import { type TimeInput, toMilliseconds } from './time';

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

/**
 * The history heading for `time`, by calendar days in the deployment zone before `now`'s day:
 * 0 (or in the future) 今天; 1 昨天; 2-3 三天内; 4-7 七天内; then 一个月内 back to the same day
 * of the previous month (clamped to its end), 三个月内 back to that day three months ago, and
 * otherwise the time's own year, e.g. '2024年'. An unreadable time gets '' rather than a made-up
 * heading.
 */
export const dateGroupLabel = (
  time: TimeInput,
  now: number = Date.now(),
  zone: string = DEFAULT_TIME_ZONE,
): DateGroupLabel | '' => {
  const ms = toMilliseconds(time);
  if (Number.isNaN(ms)) return '';
  const day = dateText(ms, zone);
  const today = dateText(now, zone);
  const days = daysBetween(day, today);
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  if (days <= 3) return '三天内';
  if (days <= 7) return '七天内';
  if (day >= addMonths(today, -1)) return '一个月内';
  if (day >= addMonths(today, -3)) return '三个月内';
  return `${Number(day.slice(0, 4))}年`;
};
