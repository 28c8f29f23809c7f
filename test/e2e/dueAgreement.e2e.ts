import { type Page } from 'playwright-core';

import { ruledFollowUp } from '../../server/seed/residents/ruledFollowUp';
import { createSeedWriter } from '../../server/seed/residents/seedWriter';
import { addDays, dateText } from '../../src/domain/calendar';
import { type WorklistReply } from '../../src/services/contract/chronicPaths';
import { authorized, signInAs } from '../integration/server/helpers';
import { DEMO_CLINIC } from '../integration/server/seededDatabase';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * One patient, one answer on every page. A hypertensive resident of 张德明's (cunyi01) clinic was
 * last seen 29 days ago with 控制不满意, saved that day as the rules save it (下次随访日期 two
 * weeks on). The work list, the home page and the 健康画像 all say overdue since the same day, in
 * a browser set to UTC, eight hours behind China, where the platform's dates are counted.
 */
const PERSON = 'DUE000000000000001';
const NAME = '逾期测试';

describe('the overdue case on every page', () => {
  const harness = useBrowserHarness();
  const today = dateText();
  const visitDate = addDays(today, -29);
  const planned = addDays(visitDate, 14);

  beforeAll(() => {
    const writer = createSeedWriter(harness.server.db);
    const entered = {
      hospitalId: DEMO_CLINIC,
      createdBy: '张德明',
      createdAt: `${visitDate} 09:30:00`,
    };
    writer.add('persons', {
      ...entered,
      id: PERSON,
      data: {
        name: NAME,
        sex: '1',
        birthDate: '1958-04-02',
        status: '1',
        fileNum: '34088110020199999',
      },
    });
    writer.add('hypertensionCard', {
      ...entered,
      id: 'DUE-CARD-1',
      createdAt: '2024-03-01 09:00:00',
      data: {
        personNum: PERSON,
        name: NAME,
        buildDate: '2024-03-01',
        confirmDate: '2024-02-20',
        manageStatus: '1',
      },
    });
    writer.add('hypertensionFollowUp', {
      ...entered,
      id: 'DUE-VISIT-1',
      data: ruledFollowUp(
        'hypertension',
        'hypertensionFollowUp',
        {
          personNum: PERSON,
          name: NAME,
          visitDate,
          visitMethod: '1',
          symptoms: ['1'],
          sbp: 156,
          dbp: 96,
          heartRate: 78,
          doctorSignature: '张德明',
        },
        { age: 68, previousClassification: '1', enteredOn: visitDate },
      ),
    });
  });

  const serverList = async (): Promise<WorklistReply> => {
    const session = await signInAs(harness.server.app, 'cunyi01');
    const reply = await harness.server.app.inject({
      url: '/api/followUpWorklist?disease=hypertension&view=overdue&PageSize=500',
      headers: authorized(session),
    });
    return reply.json<{ Response: WorklistReply }>().Response;
  };

  const statValue = async (page: Page, testId: string): Promise<number> =>
    Number(
      (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).trim(),
    );

  it('is overdue since the same day on the work list, the home page and the 健康画像', async () => {
    if (!harness.browser) return;
    const list = await serverList();
    const item = list.items.find((entry) => entry.personNum === PERSON);
    expect(item).toMatchObject({ state: 'overdue', plannedDate: planned, daysOverdue: 15 });

    const { page, errors } = await harness.open({ timezoneId: 'UTC' });
    await signInThroughPage(page, harness.server.url, 'cunyi01');

    // Home: the overdue count is the work list's.
    await page.getByTestId('home-hypertension-overdue').waitFor();
    expect(await statValue(page, 'home-hypertension-overdue')).toBe(list.counts.overdue);

    // Work list: the patient's row says overdue by 15 days, planned two weeks after the visit.
    await page.getByTestId('home-hypertension-overdue').click();
    // The list shows 20 a page in the server's order (most overdue first).
    const pageNumber = Math.floor(list.items.indexOf(item!) / 20) + 1;
    await page.locator('.chronic-worklist .ant-table-tbody tr.ant-table-row').first().waitFor();
    if (pageNumber > 1)
      await page.locator(`.chronic-worklist .ant-pagination-item-${pageNumber}`).click();
    const row = page.locator(`.chronic-worklist tr[data-row-key="${PERSON}"]`);
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(planned);
    await expect(row.innerText()).resolves.toMatch(/15\s*天/);

    // 健康画像: 高血压随访, overdue, the same planned date.
    await page.goto(
      `${harness.server.url}/dialog/health-profile/${PERSON}/${encodeURIComponent(NAME)}`,
    );
    const due = page.locator('.ant-card').filter({ hasText: '待办与逾期服务' });
    const entry = due.locator('.ant-list-item').filter({ hasText: '高血压随访' });
    await entry.waitFor();
    await expect(entry.innerText()).resolves.toContain(`计划日期 ${planned}`);
    await expect(entry.innerText()).resolves.toContain('已逾期');
    expect(errors).toEqual([]);
  });
});
