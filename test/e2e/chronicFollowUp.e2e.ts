import { addDays, dateText } from '../../src/domain/calendar';
import {
  buttonNamed,
  chooseOption,
  latestRecordData,
  openNewRecordFor,
} from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';

/**
 * The hypertension follow-up form that applies the national rules (service-rules §2–§3,
 * national-forms §4.1), in Chromium against the reference server: implausible values refused next
 * to the field, 186/112 proposing 控制不满意, a two-week next date and the referral prompt, the
 * save, and the new point on the patient's blood-pressure chart.
 */

const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
const SHOTS = '/work/shots/12a';

describe('hypertension follow-up form (Chromium)', () => {
  const harness = useBrowserHarness();

  /**
   * A resident of xzys01's hospitals with an active hypertension card whose last visit was not
   * 控制不满意: a second one in a row would add its own referral reason to the prompt.
   */
  const cardedResident = () =>
    firstManagedRow<{ id: string; id_card_no: string }>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.hospital_id IN (SELECT value FROM json_each(?))
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                       AND c.person_num = p.id AND c.status = '1')
           AND COALESCE((SELECT json_extract(f.data, '$.visitClassification') FROM resource_records f
                         WHERE f.family = 'hypertensionFollowUp' AND f.person_num = p.id
                         ORDER BY json_extract(f.data, '$.visitDate') DESC LIMIT 1), '') <> '2'
         ORDER BY p.id LIMIT 1`,
    );

  it('proposes 控制不满意, two weeks and a referral for 186/112, saves, and charts the visit', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openListAs(harness, 'xzys01', FOLLOW_UP_PATH);
    const resident = cardedResident();
    const today = dateText();

    const dialog = await openNewRecordFor(page, resident);
    await dialog.getByLabel('无症状').check();
    const sbp = dialog.getByLabel('收缩压', { exact: true });
    const dbp = dialog.getByLabel('舒张压', { exact: true });
    // Implausible values are refused next to the field, as typed.
    await sbp.fill('300');
    await dbp.fill('20');
    await dialog.getByText('舒张压应在30到200 mmHg之间').waitFor();

    await sbp.fill('186');
    await dbp.fill('112');
    await dialog.getByText('危急情况，建议紧急转诊').waitFor();
    await dialog.getByText(/收缩压 186 mmHg ≥ 180；舒张压 112 mmHg ≥ 110/).waitFor();
    const classification = dialog.locator('.ant-form-item', {
      has: page.getByLabel('此次随访分类'),
    });
    await classification.getByTitle('控制不满意').waitFor();
    expect(await dialog.getByLabel('下次随访日期').inputValue()).toBe(addDays(today, 14));

    await buttonNamed(dialog, '填写转诊信息').click();
    expect(await dialog.getByLabel('转诊原因', { exact: true }).inputValue()).toBe(
      '危急情况：收缩压 186 mmHg ≥ 180；舒张压 112 mmHg ≥ 110',
    );
    if (!(await dialog.getByLabel('随访日期', { exact: true }).inputValue())) {
      await dialog.getByLabel('随访日期', { exact: true }).fill(today);
      await page.keyboard.press('Enter');
    }
    await chooseOption(page, dialog.getByLabel('随访方式'), '门诊');
    await chooseOption(page, dialog.getByLabel('服药依从性'), '规律');
    const signature = dialog.getByLabel('随访医生签名');
    if (!(await signature.inputValue())) await signature.fill('李秀英');
    await page.screenshot({ path: `${SHOTS}/follow-up-186-112-1440.png` });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/follow-up-186-112-800.png` });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The chart beside the form is refreshed by the save (the family's LIST tag).
    const chartRefresh = page.waitForResponse(
      (response) =>
        response.url().includes('/bloodpressurechart') &&
        response.url().includes(`personNum=${resident.id}`),
    );
    await buttonNamed(dialog, '保存').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    const saved = latestRecordData(harness.server.db, 'hypertensionFollowUp', resident.id);
    expect(saved).toMatchObject({
      sbp: 186,
      dbp: 112,
      visitClassification: '2',
      nextVisitDate: addDays(today, 14),
      referralReason: '危急情况：收缩压 186 mmHg ≥ 180；舒张压 112 mmHg ≥ 110',
    });

    const body = (await (await chartRefresh).json()) as {
      Response: { items: { visitDate: string; sbp: number; dbp: number }[] };
    };
    expect(body.Response.items).toContainEqual(
      expect.objectContaining({ visitDate: today, sbp: 186, dbp: 112 }),
    );
    // And the next follow-up of this patient opens with the chart drawn beside the form.
    const again = await openNewRecordFor(page, resident);
    await again.getByRole('img', { name: '血压趋势' }).waitFor();
    await again.locator('.chronic-trend canvas').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/follow-up-chart-1440.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
