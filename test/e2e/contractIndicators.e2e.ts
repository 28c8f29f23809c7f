import { mkdirSync } from 'node:fs';

import { type ContractIndicatorsReply } from '@/services/contract/chronicPaths';

import { authorized, signInAs } from '../integration/server/helpers';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The signing indicators as the township manager (xzys01) reads them: the 家庭医生签约 tab of
 * 管理指标报表 shows 签约率, 续约率 and 履约率 per institution with the server's figures, and a
 * count opens exactly that many residents, masked.
 */
const SHOTS = '/work/shots/s3-indicators';
const CENTRE = '340881100001';

describe('signing indicators (签约率, 续约率, 履约率)', () => {
  const harness = useBrowserHarness();

  const serverRows = async () => {
    const session = await signInAs(harness.server.app, 'xzys01');
    const reply = await harness.server.app.inject({
      url: '/api/contractIndicators',
      headers: authorized(session),
    });
    return reply.json<{ Response: ContractIndicatorsReply }>().Response.rows;
  };

  it('shows the rates per institution and drills down to the residents behind a count', async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const centre = (await serverRows()).find((row) => row.hospitalId === CENTRE);
    expect(centre?.counts.signed).toBeGreaterThan(0);
    expect(centre?.counts.itemsDue).toBeGreaterThan(0);

    const { page, errors } = await harness.open();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}/report/chronicIndicators?tab=contract`);
    const row = page.locator(`tr[data-row-key="${CENTRE}"]`);
    await row.getByTitle('查看签约居民数明细').first().waitFor();
    for (const header of ['签约率', '续约率', '履约率', '65岁及以上老年人签约率']) {
      await page.getByRole('columnheader', { name: header, exact: false }).first().waitFor();
    }
    const signRate = centre!.values.signRate!;
    await row.getByText(`${signRate.rate}%`).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/indicators-1366.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/indicators-1440.png` });

    expect(await row.getByTitle('查看签约居民数明细').first().innerText()).toBe(
      String(signRate.numerator),
    );
    await row.getByTitle('查看签约居民数明细').first().click();
    await page.waitForURL(
      new RegExp(`/dialog/report-details/${CENTRE}/signed\\?year=\\d{4}&report=contract$`),
    );
    await page.getByText(`共 ${signRate.numerator} 人`, { exact: true }).waitFor();
    const masked = await page
      .locator('tr.ant-table-row:visible')
      .first()
      .locator('td')
      .nth(1)
      .innerText();
    expect(masked).toContain('*');
    await page.screenshot({ path: `${SHOTS}/details-1440.png` });

    // 履约率's incomplete agreements open too.
    await page.goBack();
    await row.getByTitle('查看未完成履约签约数明细').first().click();
    await page.getByText(`共 ${centre!.counts.incomplete} 人`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
