import { collectNames, createNameMasker } from '@/app/trace/maskKnownNames';

describe('collectNames', () => {
  it('takes full names under name keys, at any depth, and skips masked or one-character ones', () => {
    const state = {
      api: { queries: { q: { data: { rows: [{ name: '张小三' }, { personName: '欧阳小锋' }] } } } },
      session: { user: { realName: '李医生', userName: '王*' } },
      other: { title: '张小三健康档案', name: '李' },
    };
    expect([...collectNames(state)].sort()).toEqual(['张小三', '李医生', '欧阳小锋'].sort());
  });

  it('survives a shared subtree and a cycle', () => {
    const shared = { name: '赵六六' };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect([...collectNames(cyclic)]).toEqual(['赵六六']);
  });
});

describe('createNameMasker', () => {
  const mask = createNameMasker(['张小三', '欧阳小锋', '欧阳']);

  it.each([
    ['已保存张小三的随访记录', '已保存张*三的随访记录'],
    ['欧阳小锋与欧阳', '欧**锋与欧*'],
    ['无人名的文字', '无人名的文字'],
  ])('masks %s', (text, expected) => {
    expect(mask({ text })).toEqual({ text: expected });
  });

  it('masks keys and array items, and leaves other values alone', () => {
    expect(mask({ 'query(张小三)': [1, '张小三', true, null] })).toEqual({
      'query(张*三)': [1, '张*三', true, null],
    });
  });

  it('is the identity without names', () => {
    const value = { text: '张小三' };
    expect(createNameMasker([])(value)).toBe(value);
  });

  it('is idempotent: a masked file masks to itself', () => {
    const once = mask({ text: '张小三和欧阳小锋' });
    expect(mask(once)).toEqual(once);
  });
});
