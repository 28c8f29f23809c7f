import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { dateTimeText } from '../../src/domain/calendar';
import { type WorklistReply } from '../../src/services/contract/chronicPaths';
import { type OpenedPage, useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The AI assistant drawer in a real browser against the reference server's built-in responder
 * (spec §2.6). Screenshots go to /tmp/shots for a look at the design.
 */

const SHOTS = '/work/shots/assistant';
/** Under every built-in answer: no model wrote it (the AI notice belongs to a model's answers). */
const BUILT_IN_NOTICE = '内置应答，依据服务规范和平台数据，非大模型生成';

describe('AI assistant (Chromium, built-in responder)', () => {
  const env = { ...process.env };
  beforeAll(() => {
    // Fast enough for a test, slow enough that an answer grows over many frames (~2-3 s each).
    process.env.ASSISTANT_STREAM_CHARS = '10-14';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '12-18';
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => {
    process.env = env;
  });
  const harness = useBrowserHarness({ isAIShow: true });

  interface Session extends OpenedPage {
    /** Paths of the scripts the page loaded, to show what loads lazily. */
    scripts: string[];
  }

  const signIn = async (
    width = 1440,
    account: 'qyadmin' | 'cunyi01' = 'qyadmin',
  ): Promise<Session> => {
    const opened = await harness.open({ width });
    const { context, page } = opened;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: harness.server.url,
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signInThroughPage(page, harness.server.url, account);
    return { ...opened, scripts };
  };

  const drawer = (page: Page) => page.locator('.gw-assistant.ant-drawer-open');
  /** A screenshot once the drawer, panel and modal animations have finished. */
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(700);
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };
  const openDrawer = async (page: Page) => {
    await page.locator('.gw-assistant-entry').click();
    await drawer(page).waitFor();
  };
  const composer = (page: Page) => drawer(page).locator('.gw-composer textarea');
  const replies = (page: Page) => drawer(page).locator('.gw-reply');
  const lastReply = (page: Page) => replies(page).last();
  const ask = async (page: Page, text: string) => {
    await composer(page).fill(text);
    await composer(page).press('Enter');
  };
  const finished = (page: Page) =>
    lastReply(page).getByText(BUILT_IN_NOTICE).waitFor({ timeout: 30_000 });

  /** Signs in, opens the drawer and asks `question`, waiting for the whole answer. */
  const signedInAndAnswered = async (question: string): Promise<Session> => {
    const session = await signIn();
    await openDrawer(session.page);
    await ask(session.page, question);
    await finished(session.page);
    return session;
  };

  /** Samples a text length once per animation frame until `done` says stop; returns the distinct lengths. */
  const growth = (page: Page, selector: string) =>
    page.evaluate(
      (target) =>
        new Promise<number[]>((resolve) => {
          const lengths: number[] = [];
          const started = performance.now();
          const sample = () => {
            const nodes = document.querySelectorAll(target);
            const length = nodes.length ? (nodes[nodes.length - 1]!.textContent ?? '').length : 0;
            if (lengths.at(-1) !== length) lengths.push(length);
            const streaming = document.querySelector('.gw-answer.is-streaming');
            if ((!streaming && length > 0) || performance.now() - started > 25_000)
              resolve(lengths);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
      selector,
    );

  it('answers a question that grows over many frames, rendered as markdown, without reasoning', async () => {
    if (!harness.browser) return;
    const { page, errors, scripts } = await signIn();
    // The drawer's code (Ant Design X, markdown) is not loaded before the drawer opens.
    expect(scripts.some((script) => script.includes('/assistant.'))).toBe(false);
    await openDrawer(page);
    expect(scripts.some((script) => script.includes('/assistant.'))).toBe(true);

    const prompts = drawer(page).locator('.gw-suggestions .ant-prompts-item');
    await prompts.nth(4).waitFor();
    expect(await prompts.count()).toBe(5);
    await shot(page, 'assistant-1440-welcome');

    await ask(page, '高血压患者随访的频次是多少？');
    const lengths = await growth(page, '.gw-reply .gw-markdown');
    expect(lengths.length).toBeGreaterThan(5);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    await finished(page);

    const answer = lastReply(page);
    await expect(answer.locator('h2').first().innerText()).resolves.toBe('高血压患者健康管理要点');
    expect(await answer.locator('table').count()).toBeGreaterThan(0);
    expect(await answer.locator('.gw-markdown').innerText()).toContain('每年至少提供4次面对面随访');
    expect(await answer.locator('.gw-think').count()).toBe(0);
    expect(await drawer(page).locator('.gw-question').innerText()).toBe(
      '高血压患者随访的频次是多少？',
    );
    await shot(page, 'assistant-1440-answer');

    // Copy: the answer's text reaches the clipboard, with the 3 s toast.
    await answer.getByRole('button', { name: '复制' }).click();
    await page.getByText('文本已复制到剪贴板').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '每年至少提供4次面对面随访',
    );
    expect(errors).toEqual([]);
  });

  it('says it answers without a model, shows no reasoning, and disables what the deployment lacks', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signedInAndAnswered('二甲双胍的禁忌证有哪些？');
    const modeLine = drawer(page).locator('.gw-mode-line');
    expect(await modeLine.innerText()).toContain('内置应答');
    expect(await modeLine.innerText()).toContain('未接入大模型');

    const webSearch = drawer(page).locator('.gw-switch-unavailable[data-switch="webSearch"]');
    const thinking = drawer(page).locator('.gw-switch-unavailable[data-switch="deepThinking"]');
    expect(await webSearch.locator('[disabled], .ant-btn[disabled], button:disabled').count()).toBe(
      1,
    );
    expect(await thinking.locator('button:disabled').count()).toBe(1);
    await webSearch.hover();
    await page.getByRole('tooltip').getByText('本平台未配置联网搜索服务，暂不能联网搜索').waitFor();
    await shot(page, 'assistant-1440-toggles');
    await thinking.hover();
    await page.getByRole('tooltip').getByText('未接入大模型，内置应答不提供深度思考').waitFor();

    // A click on the disabled toggle changes nothing: the next answer has no reasoning either.
    await thinking.click({ force: true });
    await ask(page, '糖尿病患者空腹血糖的控制目标是多少？');
    await finished(page);
    expect(await lastReply(page).locator('.gw-markdown').innerText()).toContain('4.4～7.0 mmol/L');
    expect(await drawer(page).locator('.gw-think').count()).toBe(0);
    expect(await drawer(page).getByText('内容由AI生成，仅供参考').count()).toBe(0);
    expect(await replies(page).count()).toBe(2);

    // Both questions went to one conversation.
    const history = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('gwphis-login') ?? '{}') as { token: string };
      const reply = await fetch('/GWEHR/api/AIConversationMains?PageNumber=1&PageSize=2147483646', {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      return (
        (await reply.json()) as { Response: { items: { Title: string }[] } }
      ).Response.items.map((item) => item.Title);
    });
    expect(history.filter((title) => title === '二甲双胍的禁忌证有哪些？')).toHaveLength(1);
    expect(history).not.toContain('糖尿病患者空腹血糖的控制目标是多少？');
    expect(errors).toEqual([]);
  });

  it('answers the village doctor’s overdue count as the work list counts it, and opens that list', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn(1440, 'cunyi01');
    // What the work list counts for this user: its overdue hypertension tab.
    const worklist = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('gwphis-login') ?? '{}') as { token: string };
      const reply = await fetch(
        '/GWEHR/api/followUpWorklist?disease=hypertension&view=overdue&PageNumber=1&PageSize=1',
        { headers: { Authorization: `Bearer ${session.token}` } },
      );
      return ((await reply.json()) as { Response: WorklistReply }).Response;
    });
    expect(worklist.total).toBeGreaterThan(0);

    await openDrawer(page);
    await ask(page, '我们桐梓村现在有几个逾期未随访的高血压患者？');
    await finished(page);
    const answer = lastReply(page);
    expect(await answer.locator('.gw-markdown').innerText()).toContain(
      `有 ${worklist.total} 名高血压患者逾期未随访`,
    );
    expect(await answer.locator('.gw-markdown').innerText()).toContain('数据来源：随访工作台');
    expect(await answer.locator('.gw-think').count()).toBe(0);
    await shot(page, 'assistant-1440-data-answer');
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'assistant-1366-data-answer');
    await page.setViewportSize({ width: 1440, height: 900 });

    await answer.getByRole('button', { name: /打开随访工作台/ }).click();
    await page.waitForURL(/\/chronic\/followUpWorklist\?disease=hypertension&view=overdue/);
    // The list the button opened counts the same patients.
    await page.locator('.ant-pagination-total-text').first().waitFor();
    expect(await page.locator('.ant-pagination-total-text').first().innerText()).toContain(
      String(worklist.total),
    );
    await shot(page, 'assistant-1440-opened-worklist');

    // A resident of another village: 无权查看, and nothing of the record.
    const other = harness.server.db
      .prepare<[], { name: string }>(
        `SELECT name FROM resource_records r
         WHERE family = 'persons' AND length(name) = 3 AND hospital_id NOT LIKE '3408811002%'
           AND (SELECT count(*) FROM resource_records s
                WHERE s.family = 'persons' AND s.name = r.name) = 1
         ORDER BY id LIMIT 1`,
      )
      .get()!;
    if (!(await drawer(page).isVisible())) await openDrawer(page);
    await ask(page, `查一下${other.name}的情况`);
    await finished(page);
    const refused = await lastReply(page).locator('.gw-markdown').innerText();
    expect(refused).toContain('无权查看');
    expect(refused).not.toContain(other.name);
    expect(await lastReply(page).locator('.gw-page-link').count()).toBe(0);
    await shot(page, 'assistant-1440-refused');
    expect(errors).toEqual([]);
  });

  it('stops a stream mid-way: the partial answer stays, with 重试', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn();
    await openDrawer(page);
    await ask(page, '65岁及以上老年人每年健康体检包括哪些项目？');
    await lastReply(page).locator('.gw-markdown').getByText('老年人健康管理').first().waitFor();
    await drawer(page).getByRole('button', { name: '停止' }).click();
    await lastReply(page).getByText('已停止生成').waitFor();
    const partial = await lastReply(page).locator('.gw-markdown').innerText();
    await page.waitForTimeout(400);
    expect(await lastReply(page).locator('.gw-markdown').innerText()).toBe(partial);
    expect(partial).not.toContain('考核指标');
    await lastReply(page)
      .getByRole('button', { name: /重\s*试/ })
      .waitFor();
    await drawer(page).getByRole('button', { name: '发送' }).waitFor();
    await shot(page, 'assistant-1440-stopped');

    // 重试 fills the same answer again, to the end.
    await lastReply(page)
      .getByRole('button', { name: /重\s*试/ })
      .click();
    await finished(page);
    expect(await lastReply(page).locator('.gw-markdown').innerText()).toContain('考核指标');
    expect(await replies(page).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps the end of a growing answer in view, stays put once the reader scrolls up, and follows a new question', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn();
    // A long answer at a steady rate (about 5 s): the server's fixed-rate test stream.
    await page.route(/\/api\/AIConversationMains\/chatStream\?/, (route) =>
      route.continue({
        url: `${harness.server.url}/GWEHR/api/test/assistant/chatStream?chars=4000&chunksPerSecond=40&chunkChars=20`,
      }),
    );
    await openDrawer(page);
    const box = drawer(page).locator('.gw-dialogue .ant-bubble-list-scroll-box');
    const position = () =>
      box.evaluate((list) => ({
        top: Math.round(list.scrollTop),
        fromEnd: Math.round(list.scrollHeight - list.clientHeight - list.scrollTop),
        overflow: list.scrollHeight - list.clientHeight,
        streaming: document.querySelector('.gw-answer.is-streaming') !== null,
        chars: document.querySelector('.gw-answer.is-streaming')?.textContent?.length ?? 0,
      }));
    const scrolledDownWhileStreaming = () =>
      page.waitForFunction(() => {
        const list = document.querySelector('.gw-dialogue .ant-bubble-list-scroll-box')!;
        return (
          document.querySelector('.gw-answer.is-streaming') !== null &&
          list.scrollTop > list.clientHeight &&
          list.scrollHeight - list.clientHeight - list.scrollTop < list.clientHeight / 2
        );
      });

    // Taller than the dialogue while it streams, and the view moves down with it.
    await ask(page, '第一个长回答');
    await scrolledDownWhileStreaming();
    await finished(page);
    const first = await position();
    expect(first.overflow).toBeGreaterThan(1000);
    expect(first.fromEnd).toBeLessThanOrEqual(2);

    // Scrolled to the top, then a new question: its answer's end is followed again.
    await box.hover();
    await page.mouse.wheel(0, -first.overflow - 1000);
    await page.waitForFunction(
      () => document.querySelector('.gw-dialogue .ant-bubble-list-scroll-box')!.scrollTop === 0,
    );
    await ask(page, '第二个长回答');
    await scrolledDownWhileStreaming();

    // The reader scrolls up mid-stream: the view stays where they left it while text arrives.
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(400);
    const readingAbove = await position();
    expect(readingAbove.streaming).toBe(true);
    expect(readingAbove.fromEnd).toBeGreaterThan(400);
    await page.waitForTimeout(800);
    const later = await position();
    expect(later.chars).toBeGreaterThan(readingAbove.chars);
    expect(later.top).toBe(readingAbove.top);

    // Back at the end (the scroll bar dragged down), the view follows the answer to its end.
    await box.evaluate((list) => list.scrollTo({ top: list.scrollHeight, behavior: 'instant' }));
    await replies(page).nth(1).getByText(BUILT_IN_NOTICE).waitFor({ timeout: 30_000 });
    const atEnd = await position();
    expect(atEnd.fromEnd).toBeLessThanOrEqual(2);
    expect(atEnd.top).toBeGreaterThan(later.top + 300);
    await shot(page, 'assistant-1440-followed');
    expect(errors).toEqual([]);
  });

  it('refuses an empty question, starts a new conversation, and closes on a click outside', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn();
    await openDrawer(page);
    await composer(page).press('Enter');
    await page.getByText('请输入您想咨询的问题', { exact: true }).waitFor();
    await composer(page).fill('   ');
    await drawer(page).getByRole('button', { name: '发送' }).click();
    expect(await replies(page).count()).toBe(0);

    await ask(page, '健康档案使用率怎么计算？');
    await finished(page);
    await drawer(page).getByRole('button', { name: '新建对话' }).click();
    await drawer(page).locator('.gw-welcome').waitFor();
    expect(await replies(page).count()).toBe(0);

    // The assistant button (under the full-height drawer here) does not close it; the page does.
    await page.locator('.gw-assistant-entry').dispatchEvent('pointerdown');
    await page.waitForTimeout(200);
    expect(await drawer(page).isVisible()).toBe(true);
    await page.mouse.click(300, 600);
    await drawer(page).waitFor({ state: 'detached' });
    await page.locator('.gw-assistant .ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('finds the conversation under 今天 in history, opens it, and deletes it with the confirm texts', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signedInAndAnswered('严重精神障碍患者危险性评估分为几级？');
    await drawer(page).getByRole('button', { name: '新建对话' }).click();

    await drawer(page).getByRole('button', { name: '历史记录' }).click();
    const panel = drawer(page).locator('.gw-history');
    await panel.getByText('今天', { exact: true }).waitFor();
    const entry = panel.locator('.gw-history-item', {
      hasText: '严重精神障碍患者危险性评估分为几级？',
    });
    await entry.waitFor();
    // The time the conversation was saved, in China time as everywhere else on the page.
    const shown = await entry.locator('.gw-history-time').innerText();
    const now = Date.now();
    expect([dateTimeText(now - 60_000), dateTimeText(now)].map((at) => at.slice(11, 16))).toContain(
      shown,
    );
    await shot(page, 'assistant-1440-history');

    await entry.locator('.gw-history-title').click();
    await panel.waitFor({ state: 'detached' });
    expect(await drawer(page).locator('.gw-question').innerText()).toBe(
      '严重精神障碍患者危险性评估分为几级？',
    );
    expect(await lastReply(page).locator('.gw-markdown').innerText()).toContain('危险性评估');

    await drawer(page).getByRole('button', { name: '历史记录' }).click();
    const items = panel.locator('.gw-history-item');
    await items.first().waitFor();
    const count = await items.count();
    for (let left = count; left > 0; left -= 1) {
      await items
        .first()
        .getByRole('button', { name: /删除对话/ })
        .click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: '永久删除对话' }).waitFor();
      await confirm.getByText('删除后，该对话将不可恢复。确认删除吗？').waitFor();
      expect(await confirm.locator('.anticon-exclamation-circle').count()).toBe(1);
      await confirm.getByRole('button', { name: /取\s*消/ }).waitFor();
      if (left === count) await shot(page, 'assistant-1440-confirm');
      // Clicked only once its zoom-in has ended: on a loaded machine a click during the animation
      // can land beside the scaled button, and the previous deletion's toast hid that (CI, 27 Nov).
      await page.locator('.ant-modal-confirm:not(.ant-zoom)').waitFor();
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText('删除成功').first().waitFor();
      // The confirm box is no click outside: the drawer stays.
      expect(await drawer(page).isVisible()).toBe(true);
      if (left > 1)
        await page.waitForFunction(
          (n) => document.querySelectorAll('.gw-history-item').length === n,
          left - 1,
        );
    }
    // Deleting the last entry closes the panel; the open conversation was deleted, so the dialogue is fresh.
    await panel.waitFor({ state: 'detached' });
    await drawer(page).locator('.gw-welcome').waitFor();
    expect(errors).toEqual([]);
  });

  it('generates the knowledge lecture report on opening (mode 2)', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn();
    await page.waitForFunction(() => window.__GW_ASSISTANT__ !== undefined);
    await page.evaluate(() =>
      window.__GW_ASSISTANT__!.open({
        mode: 'lecture',
        report: {
          params: {
            topic: '高血压的预防与管理',
            audience: '社区居民',
            speaker: '王建国',
            place: '社区卫生服务中心',
          },
        },
      }),
    );
    const report = drawer(page).locator('.gw-report');
    await report.getByRole('heading', { name: '健康知识讲座报告', exact: true }).waitFor();
    await report.getByText('正在根据以下内容生成文档…').waitFor();
    await report.getByRole('button', { name: /停\s*止/ }).waitFor();
    expect(await report.locator('.gw-report-source').innerText()).toContain('高血压的预防与管理');
    await report.locator('.gw-markdown h1').waitFor();
    await shot(page, 'assistant-1440-lecture');
    await report.getByText(BUILT_IN_NOTICE).waitFor({ timeout: 30_000 });
    await report.getByText('文档已生成').waitFor();
    expect(await report.getByRole('button', { name: /停\s*止/ }).count()).toBe(0);
    expect(await report.locator('.gw-markdown h1').innerText()).toBe(
      '高血压的预防与管理健康知识讲座报告',
    );
    const talk = await report.locator('.gw-markdown').innerText();
    expect(talk).toContain('互动问答');
    expect(talk).toContain('各位社区居民，大家好！我是王建国。');
    expect(talk).not.toMatch(/考核|管理率/);
    expect(await report.locator('.gw-think').count()).toBe(0);
    await report.locator('.gw-markdown h2').nth(2).scrollIntoViewIfNeeded();
    await shot(page, 'assistant-1440-lecture-done');
    expect(errors).toEqual([]);
  });

  it("AI解读 on a 健康体检 record opens mode 3 with that record's findings", async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn();
    const list = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/api/healthCheckTables'),
    );
    await page.goto(`${harness.server.url}/archives/healthCheckTables`);
    await list;
    const row = page.locator('.gw-resource-table tr.ant-table-row').first();
    await row.getByRole('button', { name: 'AI解读' }).click();

    const report = drawer(page).locator('.gw-report');
    await report.getByRole('heading', { name: '健康体检报告解读', exact: true }).waitFor();
    const source = await report.locator('.gw-report-source').innerText();
    expect(source).toMatch(/血压 \d{2,3}\/\d{2,3} mmHg/);
    await report.getByText('文档已生成').waitFor({ timeout: 30_000 });
    expect(await report.locator('.gw-markdown').innerText()).toMatch(
      /血压\s+\d{2,3}\/\d{2,3} mmHg/,
    );
    await shot(page, 'assistant-1440-record-report');
    expect(errors).toEqual([]);
  });

  it('generates the examination report on opening (mode 3), and can stop it', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn();
    await page.waitForFunction(() => window.__GW_ASSISTANT__ !== undefined);
    const open = () =>
      page.evaluate(() =>
        window.__GW_ASSISTANT__!.open({
          mode: 'examination',
          report: {
            params: {
              name: '张建华',
              sex: '男',
              age: 67,
              summary:
                '血压 152/96 mmHg，空腹血糖 7.8 mmol/L，总胆固醇 5.6 mmol/L，甘油三酯 2.4 mmol/L，身高 170 cm，体重 82 kg',
            },
          },
        }),
      );
    // Slow enough that 停止 is pressed mid-document (the built-in report has no reasoning
    // before its document to take time).
    const pace = process.env.ASSISTANT_STREAM_INTERVAL_MS;
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '80';
    await open();
    const report = drawer(page).locator('.gw-report');
    await report.getByRole('heading', { name: '健康体检报告', exact: true }).waitFor();
    await report.getByText('正在根据以下内容生成文档…').waitFor();
    await report.locator('.gw-markdown').waitFor();
    await report.getByRole('button', { name: /停\s*止/ }).click();
    process.env.ASSISTANT_STREAM_INTERVAL_MS = pace;
    await report.locator('.gw-report-progress').getByText('已停止生成').waitFor();
    await report.getByRole('button', { name: /重\s*试/ }).click();
    await report.getByText('正在根据以下内容生成文档…').waitFor();
    await report.getByText('文档已生成').waitFor({ timeout: 30_000 });
    const document = await report.locator('.gw-markdown').innerText();
    expect(document).toContain('张建华的健康体检报告');
    expect(document).toMatch(/血压\s+152\/96 mmHg\s+< 140\/90 mmHg\s+偏高/);
    // Written for the resident: what each result means and what to do, no staff procedure.
    expect(document).toContain('张建华，您好！');
    expect(document).toContain('血压偏高（您的结果 152/96 mmHg）');
    expect(document).not.toMatch(/纳入|随访|健康档案|转诊/);
    await shot(page, 'assistant-1440-examination');
    await report.locator('.gw-markdown h2').nth(1).scrollIntoViewIfNeeded();
    await shot(page, 'assistant-1440-examination-meanings');
    await report.locator('.gw-markdown h2').nth(4).scrollIntoViewIfNeeded();
    await shot(page, 'assistant-1440-examination-end');
    expect(errors).toEqual([]);
  });

  it('fits a narrow window (800 × 900)', async () => {
    if (!harness.browser) return;
    const { page, errors } = await signIn(800);
    await openDrawer(page);
    await drawer(page).locator('.gw-suggestions .ant-prompts-item').nth(4).waitFor();
    await shot(page, 'assistant-800-welcome');
    const box = await page.locator('.gw-assistant .ant-drawer-content-wrapper').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(800);
    await ask(page, '常用降压药物有哪几类？各有哪些不良反应？');
    await finished(page);
    // A wide table scrolls inside its frame instead of widening the drawer.
    const overflow = await page.evaluate(
      () => document.querySelector('.gw-chat-scroll')!.scrollWidth <= 800,
    );
    expect(overflow).toBe(true);
    await shot(page, 'assistant-800-answer');
    await drawer(page).getByRole('button', { name: '历史记录' }).click();
    await drawer(page).locator('.gw-history-item').first().waitFor();
    await shot(page, 'assistant-800-history');
    expect(errors).toEqual([]);
  });
});
