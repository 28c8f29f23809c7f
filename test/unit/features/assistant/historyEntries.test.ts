import { toHistoryEntries } from '@/features/assistant';

describe('toHistoryEntries', () => {
  const now = new Date(2026, 4, 20, 15, 0).getTime();

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
});
