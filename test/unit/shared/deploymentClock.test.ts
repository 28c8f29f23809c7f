import { traceFileName } from '@/app/trace/traceFile';
import { deploymentNow, todayValue } from '@/shared/time';

/**
 * The client's "today" and clock are the deployment's (Asia/Shanghai), whatever the browser's
 * zone: 20:00 UTC on 4 December is already 04:00 on 5 December in China.
 */
describe('the deployment clock in a browser outside China', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 4, 20, 0, 0) });
  });
  afterAll(() => {
    jest.useRealTimers();
    process.env.TZ = zone;
  });

  it("dates a new form on China's day", () => {
    // The browser itself thinks it is 12:00 on 4 December.
    expect(new Date().getDate()).toBe(4);
    expect(todayValue().format('YYYY-MM-DD')).toBe('2026-12-05');
  });

  it("greets by China's hour and weekday", () => {
    const now = deploymentNow();
    expect(now.format('YYYY年M月D日 HH:mm')).toBe('2026年12月5日 04:00');
    // 5 December 2026 is a Saturday.
    expect(now.day()).toBe(6);
  });

  it("names an exported log by China's date and time", () => {
    expect(traceFileName('log', 'x', new Date())).toBe('操作日志_x_20261205-040000.json');
  });
});
