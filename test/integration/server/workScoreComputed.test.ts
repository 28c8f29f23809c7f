import { createSeedWriter, type Data } from '../../../server/seed/residents/seedWriter';
import {
  WORK_SCORE_ENTRIES_PATH,
  WORK_SCORE_PATH,
  type WorkScoreReply,
} from '../../../src/services/contract/reportPaths';
import { signInAs } from './helpers';
import { chinaToday, clientFor } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * 考核汇总's hypertension item is computed from 高血压规范管理率 of the figure catalogue: a clinic
 * of its own with ten managed patients, five of them with four face-to-face visits this year
 * (50%, the template's ≥50% band: 5 of 7 points); a sixth patient's four visits take the rate to
 * 60% and the item to full marks.
 */
const FX = 'FXWS00000001';

describe('work score computed from the figures', () => {
  const env = useSignedInServer('qyadmin');
  const year = chinaToday().slice(0, 4);
  let seq = 0;

  const add = (family: string, data: Data, id = `fxws-${(seq += 1)}`) =>
    createSeedWriter(env.server.db).add(family, {
      id,
      hospitalId: FX,
      createdBy: '测试医生',
      createdAt: `${year}-01-01 09:00:00`,
      data,
    });
  const fourVisits = (n: number) => {
    for (const month of ['02', '05', '08', '11']) {
      add('hypertensionFollowUp', {
        personNum: `FXWS${n}`,
        name: `考核居民${n}`,
        visitDate: `${year}-${month}-01`,
        visitMethod: '1',
        sbp: 130,
        dbp: 80,
        visitClassification: '1',
        doctorSignature: '测试医生',
      });
    }
  };

  beforeAll(() => {
    env.server.db
      .prepare(
        `INSERT INTO hospitals (hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no)
         VALUES (?, '340881001', '340881', '考核测试卫生室', 3, 998)`,
      )
      .run(FX);
    for (let n = 1; n <= 10; n += 1) {
      add(
        'persons',
        { name: `考核居民${n}`, birthDate: '1960-01-01', status: '1', fileNum: `FXWS${n}` },
        `FXWS${n}`,
      );
      add('hypertensionCard', {
        personNum: `FXWS${n}`,
        name: `考核居民${n}`,
        buildDate: '2020-01-01',
        confirmDate: '2020-01-01',
        manageStatus: '1',
      });
      if (n <= 5) fourVisits(n);
    }
  });

  const clinicRow = async () => {
    const reply = await env.api.get<WorkScoreReply>(
      `${WORK_SCORE_PATH}?period=year&year=${year}&hospitalId=${FX}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!.rows[0]!;
  };
  const htnItem = async () =>
    (await clinicRow()).items.find((item) => item.id === 'htnStandardRate')!;
  const entry = (itemId: string, score: unknown, reason: unknown) => ({
    hospitalId: FX,
    period: 'year',
    year: Number(year),
    itemId,
    score,
    reason,
  });
  const trail = () =>
    env.server.db
      .prepare<
        [string],
        { user_account: string; user_name: string; action: string; detail: string; changes: string }
      >(
        `SELECT user_account, user_name, action, detail, changes FROM audit_events
         WHERE resource = ? ORDER BY event_id`,
      )
      .all('workScoreComputed');

  it('scores the hypertension item by its band and moves it when 规范管理率 crosses 60%', async () => {
    const before = await htnItem();
    expect(before.score).toBe(5);
    expect(before.explanation).toContain('50%（5/10）');
    fourVisits(6);
    const after = await htnItem();
    expect(after.score).toBe(7);
    expect(after.explanation).toContain('60%（6/10）');
  });

  it('counts a hand score and an adjustment in the total, with who and why in the trail', async () => {
    const before = await clinicRow();
    expect(before.handPending).toBe(3);
    expect(before.total).toBe(before.computedTotal);
    const htnComputed = before.items.find((item) => item.id === 'htnStandardRate')!.score;

    const hand = await env.api.post(
      WORK_SCORE_ENTRIES_PATH,
      entry('archiveQuality', 6.5, '抽查20份档案，3份电话核实不符'),
    );
    expect(hand.status).toBe(200);
    const adjust = await env.api.post(
      WORK_SCORE_ENTRIES_PATH,
      entry('htnStandardRate', 2, '现场核查发现4份随访记录为补录'),
    );
    expect(adjust.status).toBe(200);

    const after = await clinicRow();
    const htn = after.items.find((item) => item.id === 'htnStandardRate')!;
    expect(htn.score).toBe(htnComputed);
    expect(htn.finalScore).toBe(2);
    expect(htn.adjustment).toMatchObject({ score: 2, reason: '现场核查发现4份随访记录为补录' });
    expect(after.handItems.find((item) => item.id === 'archiveQuality')!.score).toBe(6.5);
    expect(after.handPending).toBe(2);
    expect(after.computedTotal).toBe(before.computedTotal);
    expect(after.total).toBe(Math.round((before.total - htnComputed + 2 + 6.5) * 10) / 10);
    expect(after.history.map((item) => item.itemId)).toEqual(['htnStandardRate', 'archiveQuality']);

    // A second adjustment counts instead of the first; the first stays in the history.
    await env.api.post(WORK_SCORE_ENTRIES_PATH, entry('htnStandardRate', 3, '补录记录经核实属实'));
    const again = await clinicRow();
    expect(again.items.find((item) => item.id === 'htnStandardRate')!.finalScore).toBe(3);
    expect(again.history.filter((item) => item.itemId === 'htnStandardRate')).toHaveLength(2);

    const events = trail();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ user_account: 'qyadmin', action: 'update' });
    expect(events[0]!.detail).toContain('档案真实性与完整性现场评分：抽查20份档案');
    expect(events[1]!.detail).toContain('高血压规范管理率调整得分：现场核查发现4份随访记录为补录');
    expect(JSON.parse(events[1]!.changes)).toEqual([
      { field: 'htnStandardRate', label: '高血压规范管理率', before: htnComputed, after: 2 },
    ]);
    expect((JSON.parse(events[2]!.changes) as unknown[])[0]).toMatchObject({ before: 2, after: 3 });
  });

  it('refuses a score above the item, a missing reason and an unknown item in Chinese', async () => {
    const cases: [unknown, string][] = [
      [entry('archiveQuality', 9, '抽查20份档案'), '应在0到8分之间'],
      [entry('htnStandardRate', 1, ''), '请写明调整理由'],
      [entry('nothing', 1, '抽查20份档案'), '不在考核模板中'],
      [{ ...entry('archiveQuality', 1, '抽查20份档案'), period: 'month' }, '考核周期'],
    ];
    for (const [body, message] of cases) {
      const reply = await env.api.post(WORK_SCORE_ENTRIES_PATH, body);
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toContain(message);
    }
  });

  it('lets no village doctor score or adjust (403)', async () => {
    const village = clientFor(env.server.app, await signInAs(env.server.app, 'cunyi01'));
    const reply = await village.post(
      WORK_SCORE_ENTRIES_PATH,
      entry('htnStandardRate', 7, '村医自评满分'),
    );
    expect(reply.status).toBe(403);
    const rows = env.server.db
      .prepare("SELECT COUNT(*) AS n FROM work_score_entries WHERE reason = '村医自评满分'")
      .get() as { n: number };
    expect(rows.n).toBe(0);
  });

  it('refuses a quarter code outside spec §9 in Chinese', async () => {
    const reply = await env.api.get(`${WORK_SCORE_PATH}?period=quarter&year=${year}&quarter=1`);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain('季度代码');
  });
});
