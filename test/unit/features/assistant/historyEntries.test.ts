import { instantOf } from '@/domain/calendar';
import { toHistoryEntries } from '@/features/assistant';

import { formatOperateTime } from '../../../../server/assistant/conversationRepository';

describe('toHistoryEntries', () => {
  const now = instantOf('2026-05-20 15:00');

  it('sorts newest first with date labels and HH:mm', () => {
    const entries = toHistoryEntries(
      [
        { ConversationMainID: 'old', Title: '去年的', OperateTime: '2025-03-01 09:05:00' },
        { ConversationMainID: 'today', Title: '今天的', OperateTime: '2026-05-20 14:30:00' },
        { ConversationMainID: 'y', Title: '', OperateTime: '2026-05-19 08:00:00' },
        { ConversationMainID: 'week', Title: '上周的', OperateTime: '2026-05-14 21:45:00' },
      ],
      now,
    );
    expect(entries).toEqual([
      { id: 'today', title: '今天的', time: '14:30', group: '今天' },
      { id: 'y', title: '新对话', time: '08:00', group: '昨天' },
      { id: 'week', title: '上周的', time: '21:45', group: '七天内' },
      { id: 'old', title: '去年的', time: '09:05', group: '2025年' },
    ]);
  });

  it('shows a chat saved a minute ago under 今天 at China time, whatever zone the machine runs in', () => {
    // 04:38 in Shanghai is 20:38 the day before in UTC: the time the history once showed.
    const at = instantOf('2026-05-20 04:38');
    const entries = toHistoryEntries(
      [
        {
          ConversationMainID: 'new',
          Title: '逾期患者',
          OperateTime: formatOperateTime(at - 60_000),
        },
      ],
      at,
    );
    expect(entries).toEqual([{ id: 'new', title: '逾期患者', time: '04:37', group: '今天' }]);
  });
});
