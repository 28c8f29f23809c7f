import { isDevToolsShortcut, keyboardLockApplies } from '@/features/layout';

const key = (
  value: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard lock', () => {
  it.each([
    [key('F12'), true],
    [key('I', { ctrlKey: true, shiftKey: true }), true],
    [key('j', { ctrlKey: true, shiftKey: true }), true],
    [key('C', { ctrlKey: true, shiftKey: true }), true],
    [key('u', { ctrlKey: true }), true],
    [key('i', { metaKey: true, altKey: true }), true],
    [key('c', { ctrlKey: true }), false],
    [key('F5'), false],
    [key('a'), false],
  ])('blocks %j: %s', (event, blocked) => {
    expect(isDevToolsShortcut(event)).toBe(blocked);
  });

  it('applies only when switched on, and never to the service account', () => {
    expect(keyboardLockApplies(false, 'xzys01', 'gwservice')).toBe(false);
    expect(keyboardLockApplies(true, 'xzys01', 'gwservice')).toBe(true);
    expect(keyboardLockApplies(true, 'GWService', 'gwservice')).toBe(false);
    expect(keyboardLockApplies(true, 'xzys01', '')).toBe(true);
    expect(keyboardLockApplies(true, null, 'gwservice')).toBe(false);
  });
});
