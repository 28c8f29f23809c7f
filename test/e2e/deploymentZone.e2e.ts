import { addDays, dateText, instantOf } from '../../src/domain/calendar';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/**
 * One deployment time zone (Asia/Shanghai) for every "today" the client shows, whatever the
 * browser's zone. The browser's clock is set to 04:30 China time, when it is still the day
 * before in UTC and in California: the home page must say China's date and weekday in all three.
 */
describe('the client in any browser zone', () => {
  const harness = useBrowserHarness();
  // Yesterday 04:30 in China: recent enough for the session's token, and a day apart from UTC.
  const chinaDay = addDays(dateText(), -1);
  const instant = instantOf(`${chinaDay} 04:30:00`);
  const [year, month, day] = chinaDay.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year!, month! - 1, day)).getUTCDay()]!;

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Shanghai'])(
    'greets with China’s date and weekday in a browser in %s',
    async (timezoneId) => {
      if (!harness.browser) return;
      const { page, errors } = await harness.open({ timezoneId });
      await page.clock.install({ time: instant });
      await signInThroughPage(page, harness.server.url, 'xzys01');
      // The browser's own calendar says another day, except in China.
      const browserDay = await page.evaluate(() => new Date().getDate());
      expect(browserDay === day).toBe(timezoneId === 'Asia/Shanghai');
      const welcome = page.locator('.gw-home-welcome-text');
      await welcome.waitFor();
      const text = await welcome.innerText();
      expect(text).toContain(`${year}年${month}月${day}日 ${weekday}`);
      // 04:30 on the deployment's clock (12:30 the day before in California, 20:30 in UTC).
      expect(text).toContain('凌晨好');
      expect(errors).toEqual([]);
    },
  );
});
