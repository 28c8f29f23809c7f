import { dateTimeText, instantOf } from '@/domain/calendar';
import { type ConversationSummary } from '@/services/assistant';
import { dateGroupLabel } from '@/shared/relativeTime';
import { toMilliseconds } from '@/shared/time';

export const UNTITLED = '新对话';

export interface HistoryEntry {
  id: string;
  title: string;
  /** HH:mm (spec 2.6). */
  time: string;
  /** 今天, 昨天 … or a year (spec 9). */
  group: string;
}

/**
 * The instant of an OperateTime: the server writes the deployment zone's wall clock
 * ('2026-05-20 14:30:00'), so it is read in that zone, not the browser's; epoch numbers as they are.
 */
const instantOfOperateTime = (value: string): number => {
  const zoned = instantOf(value);
  return Number.isNaN(zoned) ? toMilliseconds(value) : zoned;
};

/**
 * Newest first, each with its group heading; groups then follow in time order too. Times and
 * day groups are the deployment zone's, as everywhere else on the page.
 */
export const toHistoryEntries = (
  items: readonly ConversationSummary[],
  now: number = Date.now(),
): HistoryEntry[] =>
  items
    .map((item) => ({ item, at: instantOfOperateTime(item.OperateTime) }))
    .sort((a, b) => (b.at || 0) - (a.at || 0))
    .map(({ item, at }) => ({
      id: item.ConversationMainID,
      title: item.Title.trim() || UNTITLED,
      time: Number.isNaN(at) ? '' : dateTimeText(at).slice(11, 16),
      group: (Number.isNaN(at) ? '' : dateGroupLabel(at, now)) || '更早',
    }));
