import {
  appSlice,
  assistantClosed,
  assistantOpened,
  deviceChanged,
  deviceForWidth,
  sidebarClosed,
  sidebarRestored,
  sidebarToggled,
  tabOpened,
} from '@/features/layout';

import { byExpected } from '../../../utils/byExpected';

const reduce = appSlice.reducer;
const initial = reduce(undefined, { type: '@@init' });

describe('app slice', () => {
  it('starts desktop, sidebar open, medium size, assistant hidden', () => {
    expect(initial).toEqual({
      sidebar: { opened: true, withoutAnimation: false },
      device: 'desktop',
      size: 'middle',
      assistantVisible: false,
    });
  });

  it('toggles and restores the sidebar', () => {
    expect(reduce(initial, sidebarToggled()).sidebar.opened).toBe(false);
    expect(reduce(reduce(initial, sidebarToggled()), sidebarToggled()).sidebar.opened).toBe(true);
    expect(reduce(initial, sidebarRestored({ opened: false })).sidebar.opened).toBe(false);
  });

  it('closes the sidebar without animation when the device becomes mobile', () => {
    const mobile = reduce(initial, deviceChanged({ device: 'mobile' }));
    expect(mobile).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });
  });

  it('closes an open sidebar on a route change on mobile only', () => {
    const route = tabOpened({
      fullPath: '/a',
      path: '/a',
      title: 'A',
      affix: false,
      noCache: false,
    });
    const mobileOpen = reduce(
      reduce(initial, deviceChanged({ device: 'mobile' })),
      sidebarToggled(),
    );
    expect(mobileOpen.sidebar.opened).toBe(true);
    expect(reduce(mobileOpen, route).sidebar.opened).toBe(false);
    expect(reduce(initial, route).sidebar.opened).toBe(true);
  });

  it('closes the sidebar on a backdrop tap and opens/closes the assistant', () => {
    expect(reduce(initial, sidebarClosed({ withoutAnimation: false })).sidebar.opened).toBe(false);
    expect(reduce(initial, assistantOpened()).assistantVisible).toBe(true);
    expect(reduce(reduce(initial, assistantOpened()), assistantClosed()).assistantVisible).toBe(
      false,
    );
  });

  it.each(
    byExpected([
      ['mobile', [800, 991]],
      ['desktop', [992, 1440]],
    ]),
  )('width %i is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});
