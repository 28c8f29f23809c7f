import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { type Download, type Page } from 'playwright-core';

import { hashState } from '@/app/trace/stateHash';

import { DEMO_CARDS } from '../../scripts/devices/demoCards';
import {
  type DeviceSimulators,
  startDeviceSimulators,
} from '../../scripts/devices/startDeviceSimulators';
import { type ServerConfig } from '../../server/config';
import { buttonNamed, openNewRecordFor, recordDialogs } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { DEMO_PASSWORDS, TEST_CAPTCHA } from '../utils/demoAccounts';
import { fillControlledVisit } from '../utils/hypertensionVisitForm';
import { signInThroughPage } from '../utils/signInPage';
import { openUserMenu } from '../utils/userMenu';

/**
 * QA replay and support traces (design card) in a real browser against the reference server: a
 * whole session (sign in, residents listed, searched by ID number and edited, an ID card read from
 * the simulated reader, a hypertension follow-up added, a question to the assistant), then
 * 导出操作日志 from the user menu. The file must hold no secret and no full identifier, and `npm
 * run replay` must reach its recorded hash.
 */

const ROOT = path.resolve(__dirname, '../..');
const SHOTS = '/work/shots/17';
const PERSONS_PATH = '/archives/persons';
const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
const ACCOUNT = 'xzys01';
/**
 * Typed into the assistant: free text is where identifiers slip in. ID numbers and mobiles are
 * recognised in any text, and so is the name of a resident the session has loaded.
 */
const TYPED_MOBILE = '13987654321';

const ID_NUMBER = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

interface Resident {
  id: string;
  name: string;
  id_card_no: string;
}

const CARD = DEMO_CARDS.resident!;

describe('support export and QA replay (Chromium)', () => {
  let simulators: DeviceSimulators | undefined;
  // Filled in before the harness's server starts (beforeAll hooks run in order).
  const overrides: Partial<ServerConfig> = { isAIShow: true };
  beforeAll(async () => {
    simulators = await startDeviceSimulators({ cardReaderPort: 0, hardwarePort: 0 });
    overrides.cardReaderOrigin = simulators.cardReaderOrigin;
    overrides.hardwareSocketUrl = simulators.hardwareSocketUrl;
    simulators.state.cardId = 'resident';
  });
  const harness = useBrowserHarness(overrides);
  afterAll(async () => {
    await simulators?.close();
  });

  beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
  const listReply = (page: Page, family: string) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname.endsWith(`/api/${family}`),
    );

  const exportFrom = async (page: Page, item: string): Promise<Download> => {
    await openUserMenu(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: new RegExp(item) }).click(),
    ]);
    return download;
  };

  const residentsOf = (account: string): Resident[] => {
    const { manage_hosp_id: hospital } = harness.server.db
      .prepare('SELECT manage_hosp_id FROM users WHERE account = ?')
      .get(account) as { manage_hosp_id: string };
    return harness.server.db
      .prepare(
        `SELECT id, name, id_card_no FROM resource_records
         WHERE family = 'persons' AND hospital_id = ? AND length(name) >= 2
           -- the session records a hypertension follow-up: only for a patient with a card
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                       AND c.person_num = resource_records.id AND c.status = '1')
         ORDER BY id LIMIT 5`,
      )
      .all(hospital) as Resident[];
  };

  /** The account holder's real name, as the server keeps it. */
  const realNameOf = (account: string): string =>
    (
      harness.server.db.prepare('SELECT user_name FROM users WHERE account = ?').get(account) as {
        user_name: string;
      }
    ).user_name;

  /** Name, full ID number and mobile of each resident by 个人编号, from the server's database. */
  const identifiersOf = (personNums: readonly string[]): string[] =>
    personNums.flatMap((personNum) => {
      const row = harness.server.db
        .prepare(
          `SELECT name, id_card_no, json_extract(data, '$.phone') AS phone FROM resource_records
           WHERE family = 'persons' AND id = ?`,
        )
        .get(personNum) as { name: string; id_card_no: string; phone: string | null } | undefined;
      if (!row) throw new Error(`no resident ${personNum} in the database`);
      return [row.name, row.id_card_no, row.phone ?? ''].filter((value) => value.length >= 2);
    });

  /** Exports the log from the user menu and returns the file's text and content. */
  const exportLog = async (page: Page, name: string) => {
    const download = await exportFrom(page, '导出操作日志');
    expect(download.suggestedFilename()).toMatch(/^操作日志_x＊{4}1_\d{8}-\d{6}\.json$/);
    const file = path.join(SHOTS, name);
    await download.saveAs(file);
    const text = fs.readFileSync(file, 'utf8');
    const log = JSON.parse(text) as {
      format: string;
      environment: Record<string, unknown>;
      actions: { action: { type: string } }[];
      finalStateHash: string;
      replayVerifiedAtExport: boolean;
    };
    expect(log.format).toBe('gwphis-action-log');
    expect(log.environment).toMatchObject({ siteCode: expect.any(String) as unknown });
    expect(log.replayVerifiedAtExport).toBe(true);
    return { file, text, log, types: new Set(log.actions.map((entry) => entry.action.type)) };
  };

  /** The secrets scan: every secret of the session, and any 18-digit ID or 11-digit mobile. */
  const scan = (text: string, secrets: readonly string[]) => {
    for (const secret of secrets) expect(text.includes(secret) ? secret : null).toBeNull();
    expect(text.match(new RegExp(`"${TEST_CAPTCHA}"`, 'g'))).toBeNull();
    expect(text.match(ID_NUMBER)).toBeNull();
    expect(text.match(MOBILE)).toBeNull();
    expect(text.match(JWT)).toBeNull();
  };

  /** `npm run replay -- file`: the equal hash and exit code 0. */
  const replay = (file: string, hash: string) => {
    const result = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/replay.ts', file],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(result.stdout).toContain(`回放的最终状态哈希：${hash}`);
    expect(result.stdout).toContain('结果：一致');
    expect(result.status).toBe(0);
  };

  /**
   * The same command on a copy of the log in which one state-changing action is edited (the
   * hospital name in `session/restored`, which nothing later overwrites): exit code 1, and the
   * output names that action as the first whose result differs from the recorded step.
   */
  const replayEdited = (file: string, log: { actions: { action: { type: string } }[] }) => {
    const index = log.actions.findIndex((entry) => entry.action.type === 'session/restored');
    expect(index).toBeGreaterThanOrEqual(0);
    const edited = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      actions: { action: { payload: { session: { HospitalName: string } } } }[];
    };
    const session = edited.actions[index]!.action.payload.session;
    expect(session.HospitalName).toBeTruthy();
    session.HospitalName = '回放测试改动卫生院';
    const editedFile = file.replace(/\.json$/, '-edited.json');
    fs.writeFileSync(editedFile, JSON.stringify(edited));
    const result = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/replay.ts', editedFile],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(result.stdout).toContain('结果：不一致');
    expect(result.stdout).toContain(`第一个出现分歧的动作：#${index + 1} session/restored（`);
    expect(result.stdout).toContain(`npm run replay -- ${editedFile} --diff ${index + 1}`);
    expect(result.status).toBe(1);
  };

  it('exports a log with no secret that replays to the same hash, and a DevTools trace', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ acceptDownloads: true });

    // What must not leak: the sign-in request's ciphertext and the token it returns.
    const signInBody = page.waitForRequest(
      (request) => request.method() === 'POST' && /token/i.test(request.url()),
    );
    await signInThroughPage(page, harness.server.url, ACCOUNT);
    const credential = (
      JSON.parse((await signInBody).postData() ?? '{}') as { credential?: string }
    ).credential;
    expect(credential && credential.length > 20).toBe(true);
    const storedToken = await page.evaluate(
      () =>
        [...Object.values<string>(sessionStorage), ...Object.values<string>(localStorage)]
          .join('\n')
          .match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)?.[0],
    );
    expect(storedToken).toBeTruthy();
    const realName = realNameOf(ACCOUNT);
    expect(realName.length).toBeGreaterThanOrEqual(2);
    const sessionSecrets = [DEMO_PASSWORDS[ACCOUNT], credential!, storedToken!, ACCOUNT, realName];

    // Every page load records its own log: this one holds the sign-in itself.
    const signInLog = await exportLog(page, 'sign-in-log.json');
    expect([...signInLog.types]).toEqual(
      expect.arrayContaining([
        'api/executeMutation/pending',
        'session/signedIn',
        'trace/exportRequested',
      ]) as unknown,
    );
    scan(signInLog.text, sessionSecrets);
    replay(signInLog.file, signInLog.log.finalStateHash);

    // Residents: list, search by a full ID number, edit one.
    const [resident] = residentsOf(ACCOUNT);
    if (!resident) throw new Error('seed has no resident');
    let reply = listReply(page, 'persons');
    await page.goto(`${harness.server.url}${PERSONS_PATH}`);
    const listed = (await (await reply).json()) as { Response: { items: unknown[] } };
    // Every resident on the list page: their names, ID numbers and mobiles must not leak either.
    const personCells = page.locator(
      '.gw-resource-table tr.ant-table-row td[data-field="personNum"]',
    );
    await personCells.nth(listed.Response.items.length - 1).waitFor();
    const shown = (await personCells.allTextContents()).map((text) => text.trim());
    expect(shown.length).toBeGreaterThan(1);
    const listedSecrets = identifiersOf(shown);
    expect(listedSecrets.length).toBeGreaterThanOrEqual(shown.length * 2);
    const idInput = page.locator('.gw-resource-search').getByPlaceholder('请输入身份证号');
    if (!(await idInput.isVisible()))
      await buttonNamed(page.locator('.gw-resource-search'), '展开').click();
    await idInput.fill(resident.id_card_no);
    reply = listReply(page, 'persons');
    await buttonNamed(page.locator('.gw-resource-search'), '查询').click();
    await reply;
    const row = page.locator('.gw-resource-table tr.ant-table-row').first();
    await row.locator('td[data-field="personNum"]', { hasText: resident.id }).waitFor();
    await buttonNamed(row, '修改').click();
    const edit = recordDialogs(page).first();
    const address = edit.getByLabel('现住址', { exact: true });
    await address.waitFor();
    // The form loads the record before it can be edited.
    for (let tries = 0; tries < 100 && (await address.inputValue()) === ''; tries += 1)
      await page.waitForTimeout(100);
    await address.fill('孔城镇桐梓村7组');
    await buttonNamed(edit, '保存').click();
    await toast(page, '保存成功').waitFor();

    // 读卡 on the search form: the card's ID number fills the search, its holder is listed.
    reply = listReply(page, 'persons');
    await page.getByRole('button', { name: '读卡', exact: true }).first().click();
    await reply;
    await page
      .locator('.gw-resource-table tr.ant-table-row td[data-field="IDCardNo"]', {
        hasText: CARD.certNumber.slice(0, 4),
      })
      .first()
      .waitFor();
    const residentSecrets = [
      ...sessionSecrets,
      ...listedSecrets,
      resident.id_card_no,
      resident.name,
      CARD.certNumber,
      CARD.partyName,
    ];
    const residentsLog = await exportLog(page, 'residents-log.json');
    expect([...residentsLog.types]).toEqual(
      expect.arrayContaining([
        'api/executeQuery/fulfilled',
        'api/executeMutation/fulfilled',
      ]) as unknown,
    );
    scan(residentsLog.text, residentSecrets);
    replay(residentsLog.file, residentsLog.log.finalStateHash);

    // A hypertension follow-up for that resident, chosen by ID number.
    reply = listReply(page, 'hypertensionFollowUp');
    await page.goto(`${harness.server.url}${FOLLOW_UP_PATH}`);
    await reply;
    const form = await openNewRecordFor(page, resident);
    await form.getByLabel('无症状').check();
    await fillControlledVisit(page, form, { sbp: '136', dbp: '84', weight: '63' });
    await buttonNamed(form, '保存').click();
    await toast(page, '新增成功').waitFor();

    // The assistant, asked about the resident with identifiers typed in.
    await page.locator('.gw-assistant-entry').click();
    const drawer = page.locator('.gw-assistant.ant-drawer-open');
    await drawer.waitFor();
    const composer = drawer.locator('.gw-composer textarea');
    await composer.fill(
      `${resident.name}（身份证${resident.id_card_no}、电话${TYPED_MOBILE}），高血压随访要点？`,
    );
    await composer.press('Enter');
    await drawer
      .locator('.gw-reply')
      .last()
      // No upstream model in the test server: the built-in answer's own footer.
      .getByText('内置应答，依据服务规范和平台数据，非大模型生成')
      .waitFor({ timeout: 45_000 });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' }).catch(() => undefined);

    // The user menu offers both exports.
    await openUserMenu(page);
    await page.screenshot({ path: `${SHOTS}/user-menu-1440.png` });
    await page.keyboard.press('Escape');

    // This page load (reloaded on the follow-up list) started mid-session: it replays from the
    // state at its first action.
    const sessionLog = await exportLog(page, 'session-log.json');
    await toast(page, '操作日志已导出').waitFor();
    expect([...sessionLog.types]).toEqual(
      expect.arrayContaining([
        'session/restored',
        'api/executeMutation/fulfilled',
        'trace/exportRequested',
      ]) as unknown,
    );
    scan(sessionLog.text, [...residentSecrets, TYPED_MOBILE]);
    replay(sessionLog.file, sessionLog.log.finalStateHash);
    // One action changed in that file: the replay fails and names it.
    replayEdited(sessionLog.file, sessionLog.log);

    // The DevTools trace from the menu: the lifted state, ending in a state that hashes alike.
    const traceDownload = await exportFrom(page, '导出调试轨迹');
    expect(traceDownload.suggestedFilename()).toMatch(/^调试轨迹_.+\.json$/);
    const tracePath = path.join(SHOTS, 'session-devtools.json');
    await traceDownload.saveAs(tracePath);
    const traceText = fs.readFileSync(tracePath, 'utf8');
    const trace = JSON.parse(traceText) as {
      actionsById: Record<string, { type: string; action: { type: string } }>;
      computedStates: { state: unknown }[];
      stagedActionIds: number[];
      currentStateIndex: number;
      nextActionId: number;
    };
    expect(trace.computedStates).toHaveLength(trace.stagedActionIds.length);
    expect(trace.currentStateIndex).toBe(trace.stagedActionIds.length - 1);
    expect(trace.actionsById[String(trace.nextActionId - 1)]?.action.type).toBe(
      'trace/exportRequested',
    );
    expect(traceText.match(ID_NUMBER)).toBeNull();
    expect(traceText.match(MOBILE)).toBeNull();
    expect(traceText.includes(credential!) || traceText.includes(storedToken!)).toBe(false);
    expect(hashState(trace.computedStates.at(-1)?.state)).toMatch(/^[a-z2-7]{52}$/);

    // Ctrl+Alt+L exports the log too, from anywhere.
    const [shortcutDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Control+Alt+KeyL'),
    ]);
    expect(shortcutDownload.suggestedFilename()).toMatch(/^操作日志_/);

    await page.setViewportSize({ width: 800, height: 900 });
    await openUserMenu(page);
    await page.screenshot({ path: `${SHOTS}/user-menu-800.png` });
    expect(errors).toEqual([]);
  }, 300_000);
});
