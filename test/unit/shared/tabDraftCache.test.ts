import {
  clearTabDrafts,
  pruneTabDrafts,
  readTabDraft,
  saveTabDraft,
  tabDraftCount,
  withoutSecrets,
} from '@/shared/tabDraft';

const tabA = { fullPath: '/archives/persons?tab=1', generation: 0 };
const tabB = { fullPath: '/system/sysUsers', generation: 0 };

describe('tab drafts (unsaved input of unmounted tab pages, as data)', () => {
  afterEach(clearTabDrafts);

  it('gives back what a tab left, by name, and nothing to another tab', () => {
    saveTabDraft(tabA, 'search', { name: '张三' });
    expect(readTabDraft(tabA, 'search')).toEqual({ name: '张三' });
    expect(readTabDraft(tabA, 'dialog')).toBeUndefined();
    expect(readTabDraft(tabB, 'search')).toBeUndefined();
  });

  it('keeps a copy: later edits of the form’s own object do not change the draft', () => {
    const values = { name: '张三', tags: ['高血压'] };
    saveTabDraft(tabA, 'search', values);
    values.name = '李四';
    values.tags.push('糖尿病');
    expect(readTabDraft(tabA, 'search')).toEqual({ name: '张三', tags: ['高血压'] });
  });

  it('never keeps a password, token or captcha, however deep', () => {
    expect(
      withoutSecrets({
        UserAcc: 'cunyi01',
        PassWord: 'x',
        userPwd: 'x',
        confirmPassword: 'x',
        nested: { accessToken: 'x', keep: 1, list: [{ secretKey: 'x', ok: true }] },
        captcha: '1234',
        登录密码: 'x',
      }),
    ).toEqual({ UserAcc: 'cunyi01', nested: { keep: 1, list: [{ ok: true }] } });
  });

  it('keeps non-plain values (dates) as they are', () => {
    const date = new Date(2026, 0, 2);
    saveTabDraft(tabA, 'form', { visitDate: date });
    expect((readTabDraft(tabA, 'form') as { visitDate: Date }).visitDate).toBe(date);
  });

  it('forgets a refreshed tab: the new generation starts clean', () => {
    saveTabDraft(tabA, 'search', { name: '张三' });
    const refreshed = { ...tabA, generation: 1 };
    expect(readTabDraft(refreshed, 'search')).toBeUndefined();
    pruneTabDrafts([refreshed, tabB]);
    expect(readTabDraft(tabA, 'search')).toBeUndefined();
    expect(tabDraftCount()).toBe(0);
  });

  it('drops the drafts of closed tabs and keeps those of open ones', () => {
    saveTabDraft(tabA, 'search', { name: '张三' });
    saveTabDraft(tabB, 'search', { UserAcc: 'xzys01' });
    pruneTabDrafts([tabB]);
    expect(readTabDraft(tabA, 'search')).toBeUndefined();
    expect(readTabDraft(tabB, 'search')).toEqual({ UserAcc: 'xzys01' });
    expect(tabDraftCount()).toBe(1);
  });
});
