import {
  DEFAULT_SETTINGS,
  fixedHeaderChanged,
  parseStoredSettings,
  settingsReset,
  settingsRestored,
  settingsSlice,
  sidebarLogoChanged,
  tagsViewChanged,
  THEME_PRESETS,
  themeColorChanged,
} from '@/features/layout';

const reduce = settingsSlice.reducer;
const initial = reduce(undefined, { type: '@@init' });

describe('settings slice', () => {
  it('defaults: #1e6ceb, tags view on, fixed header on, sidebar logo off', () => {
    expect(initial).toEqual({
      themeColor: '#1e6ceb',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: false,
    });
    expect(DEFAULT_SETTINGS).toEqual(initial);
  });

  it('offers eight distinct presets, the product colour first', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(new Set(THEME_PRESETS.map((preset) => preset.color)).size).toBe(8);
    expect(THEME_PRESETS[0]?.color).toBe('#1e6ceb');
  });

  it('changes the colour and the switches, ignoring malformed colours', () => {
    expect(reduce(initial, themeColorChanged({ color: '#13C2C2' })).themeColor).toBe('#13c2c2');
    expect(reduce(initial, themeColorChanged({ color: 'red' })).themeColor).toBe('#1e6ceb');
    expect(reduce(initial, tagsViewChanged({ enabled: false })).tagsView).toBe(false);
    expect(reduce(initial, fixedHeaderChanged({ enabled: false })).fixedHeader).toBe(false);
    expect(reduce(initial, sidebarLogoChanged({ enabled: true })).sidebarLogo).toBe(true);
  });

  it('restores only well-formed stored values', () => {
    const restored = reduce(
      initial,
      settingsRestored({
        settings: { themeColor: '#722ed1', tagsView: 'yes', sidebarLogo: true, extra: 1 },
      }),
    );
    expect(restored).toEqual({ ...initial, themeColor: '#722ed1', sidebarLogo: true });
    expect(parseStoredSettings(null)).toEqual({});
    expect(parseStoredSettings('x')).toEqual({});
  });
});

describe('settings reset', () => {
  it('goes back to the defaults', () => {
    const changed = reduce(
      reduce(initial, themeColorChanged({ color: '#f5222d' })),
      tagsViewChanged({ enabled: false }),
    );
    expect(reduce(changed, settingsReset())).toEqual(DEFAULT_SETTINGS);
  });
});
