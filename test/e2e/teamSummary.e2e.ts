import { mkdirSync } from 'node:fs';

import { type Page } from 'playwright-core';

import { REPORT_PATHS, type TeamSummaryReply } from '@/services/contract/reportPaths';

import { authorized, signInAs } from '../integration/server/helpers';
import { chinaToday } from '../integration/server/resourcesFixtures';
import { useBrowserHarness } from '../utils/browserHarness';
import { expectEventually } from '../utils/eventually';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 签约团队统计 computed live, as the township manager (xzys01) opens it from the side menu: one
 * row per 家庭医生团队 with the catalogue's signing figures; the month view reads the same year's
 * rates; a team's 签约居民数 opens its residents, masked, as many as the count says.
 */
const SHOTS = '/work/shots/s7-team';

jest.setTimeout(180_000);

describe('签约团队统计 (Chromium)', () => {
  const harness = useBrowserHarness();
  const today = chinaToday();

  const sidebar = (page: Page) => page.locator('.gw-sidebar');

  it('opens from the menu, changes the period and drills down to the residents', async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const session = await signInAs(harness.server.app, 'xzys01');
    const reply = await harness.server.app.inject({
      url: `${REPORT_PATHS.teamSummary}?period=year&year=${today.slice(0, 4)}`,
      headers: authorized(session),
    });
    const team = reply.json<{ Response: TeamSummaryReply }>().Response.rows[0]!;
    expect(team.counts.signed).toBeGreaterThan(0);

    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const reports = sidebar(page).locator('.ant-menu-submenu-title', { hasText: '统计报表' });
    if ((await reports.first().getAttribute('aria-expanded')) !== 'true') {
      await reports.first().click();
    }
    // The submenu opens with a motion: a click while it still unfolds can miss the item.
    await untilSettled(sidebar(page).locator('.ant-menu-submenu', { hasText: '统计报表' }).first());
    await sidebar(page).getByText('签约团队统计', { exact: true }).click();
    const row = page.locator(`tr[data-row-key="${team.teamId}"]`);
    const signed = row.getByRole('button', { name: new RegExp(`${team.teamName}签约居民数明细`) });
    await signed.waitFor();
    await expectEventually(async () => Number(await signed.innerText()), team.counts.signed!);
    await page.getByRole('columnheader', { name: /履约率/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/team-1366.png` });

    // The month view: its own picker; the rates are the month's year's, as the page says.
    await page.getByText('按月', { exact: true }).click();
    await page.getByText(/统计期间 \d{4}年\d+月/).waitFor();
    await expectEventually(async () => Number(await signed.innerText()), team.counts.signed!);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/team-month-1440.png` });

    await signed.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`共 ${team.counts.signed} 人`).waitFor();
    const idCell = await dialog
      .locator('tr.ant-table-row')
      .first()
      .locator('td')
      .nth(2)
      .innerText();
    expect(idCell).toContain('*');
    await page.screenshot({ path: `${SHOTS}/team-details-1440.png` });
    expect(errors).toEqual([]);
  });
});
