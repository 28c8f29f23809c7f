import { type ConversationSummary } from '@/services/assistant';
import { dateGroupLabel } from '@/shared/relativeTime';
import { formatDate, toMilliseconds } from '@/shared/time';

export const UNTITLED = '新对话';

export interface HistoryEntry {
  id: string;
  title: string;
  /** HH:mm (spec 2.6). */
  time: string;
  /** 今天, 昨天 … or a year (spec 9). */
  group: string;
}

/** Newest first, each with its group heading; groups then follow in time order too. */
export const toHistoryEntries = (
  items: readonly ConversationSummary[],
  now: number = Date.now(),
): HistoryEntry[] =>
  [...items]
    .sort((a, b) => (toMilliseconds(b.OperateTime) || 0) - (toMilliseconds(a.OperateTime) || 0))
    .map((item) => ({
      id: item.ConversationMainID,
      title: item.Title.trim() || UNTITLED,
      time: formatDate(item.OperateTime, 'HH:mm'),
      group: dateGroupLabel(item.OperateTime, now) || '更早',
    }));
