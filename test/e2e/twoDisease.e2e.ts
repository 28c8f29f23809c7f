import { type Page } from 'playwright-core';

import { addMonths } from '../../src/domain/calendar';
import { buttonNamed, openNewRecordFor } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { DEMO_PASSWORDS, type DemoAccount } from '../utils/demoAccounts';
import { clickSignIn, fillSignInForm } from '../utils/signInPage';

/**
 * 两病管理 in Chromium against the reference server: the 两病综合评估 page lists seeded rows for
 * every demo group; the dialog names a missing diabetes card next to 个人编号, and for a patient
 * with both cards computes 血压控制 (65+ target), 血糖控制, 两病综合评估 and 下次评估日期 as the
 * values are typed, which the server stores the same.
 */
describe('两病综合评估 (Chromium)', () => {
  const harness = useBrowserHarness();
  const pageUrl = () => `${harness.server.url}/chronic/twoDisease/twodiseaseassesss`;

  /**
   * Signs in through the login page once its captcha image has loaded: on a loaded machine a form
   * sent before the captcha arrives carries no captcha id and is refused.
   */
  const signIn = async (page: Page, account: DemoAccount) => {
    await page.goto(`${harness.server.url}/login`);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="验证码"]');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    await fillSignInForm(page, account, DEMO_PASSWORDS[account]);
    await clickSignIn(page);
    await page.waitForURL(/\/home$/);
  };

  /** An active resident of qyadmin's region: with both cards, or with a hypertension card only. */
  const resident = (withDiabetes: boolean) =>
    harness.server.db
      .prepare(
        `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.status = '1'
           AND json_extract(p.data, '$.birthDate') <= date('now', '-70 years')
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                       AND c.person_num = p.id AND json_extract(c.data, '$.manageStatus') <> '2')
           AND ${withDiabetes ? '' : 'NOT'} EXISTS (SELECT 1 FROM resource_records d
                       WHERE d.family = 'diabetesManager' AND d.person_num = p.id
                       AND json_extract(d.data, '$.manageStatus') <> '2')
         ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: string; id_card_no: string };

  it.each<DemoAccount>(['qyadmin', 'xzys01', 'cunyi01'])(
    'lists seeded assessments with 新增 for %s',
    async (account) => {
      if (!harness.browser) return;
      const { page, errors } = await harness.open({ width: 1440 });
      await signIn(page, account);
      await page.goto(pageUrl());
      await page.locator('.gw-resource-table tbody tr.ant-table-row').first().waitFor();
      await page.locator('.gw-resource-table thead th', { hasText: '两病综合评估' }).waitFor();
      await expect(buttonNamed(page, '新增').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it('names the missing diabetes card next to 个人编号', async () => {
    if (!harness.browser) return;
    const { page } = await harness.open({ width: 1440 });
    await signIn(page, 'qyadmin');
    await page.goto(pageUrl());
    const dialog = await openNewRecordFor(page, resident(false));
    await dialog
      .locator('.ant-form-item-explain-error', {
        hasText: '该居民尚无有效的糖尿病患者管理卡，请先建立管理卡',
      })
      .waitFor();
  });

  it('computes the assessments as values are typed, and the server stores the same', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1440 });
    await signIn(page, 'qyadmin');
    await page.goto(pageUrl());
    const person = resident(true);
    const dialog = await openNewRecordFor(page, person);
    await dialog.getByLabel('收缩压').fill('145');
    await dialog.getByLabel('舒张压').fill('80');
    await dialog.getByLabel('空腹血糖').fill('6.5');
    await dialog.getByLabel('评估医生').fill('王建国');
    // 145/80 meets the 65+ target (<150/90), 6.5 is below 7.0: both on target, next in 3 months.
    const computed = (label: string) =>
      dialog.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) });
    await computed('两病综合评估').getByText('均达标').waitFor();
    await computed('血压控制').getByText('达标', { exact: true }).waitFor();
    await dialog.getByLabel('空腹血糖').fill('7.0');
    await computed('两病综合评估').getByText('血糖未达标').waitFor();
    await buttonNamed(dialog, '保存').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    const stored = JSON.parse(
      (
        harness.server.db
          .prepare(
            `SELECT data FROM resource_records WHERE family = 'twodiseaseassesss'
             AND person_num = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
          )
          .get(person.id) as { data: string }
      ).data,
    ) as Record<string, unknown>;
    expect(stored).toMatchObject({
      sbp: 145,
      bloodPressureControl: '1',
      glucoseControl: '2',
      twoDiseaseResult: '3',
      nextAssessDate: addMonths(String(stored.checkDate), 1),
    });
    expect(errors).toEqual([]);
  });
});
