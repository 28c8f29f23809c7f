import { greetingFor, readVersionEntries } from '@/features/layout';

describe('update timeline entries', () => {
  it('reads a paged reply, newest first', () => {
    const entries = readVersionEntries({
      items: [
        { Version: '3.1.0', ReleaseDate: '2025-11-06', Title: '签约优化', Notes: ['批量核实'] },
        {
          Version: '3.2.0',
          ReleaseDate: '2026-03-18',
          Title: '智能助手',
          Notes: ['新增智能助手', ''],
        },
      ],
    });
    expect(entries.map((entry) => entry.version)).toEqual(['3.2.0', '3.1.0']);
    expect(entries[0]).toMatchObject({
      title: '智能助手',
      date: '2026-03-18',
      notes: ['新增智能助手'],
    });
  });

  it('reads other spellings and ignores junk', () => {
    expect(
      readVersionEntries([
        { VersionNo: '1.0', UpdateTime: '2024-01-01', Content: '第一行\n第二行' },
        3,
        null,
      ]),
    ).toEqual([
      { id: '-0', version: '1.0', date: '2024-01-01', title: '', notes: ['第一行', '第二行'] },
    ]);
    expect(readVersionEntries(null)).toEqual([]);
  });
});

describe('greeting', () => {
  it.each([
    [5, '凌晨好'],
    [8, '早上好'],
    [10, '上午好'],
    [13, '中午好'],
    [15, '下午好'],
    [20, '晚上好'],
  ])('%i 点：%s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });
});
