import { createSeedWriter, type Data } from '../../../server/seed/residents/seedWriter';
import { WORK_SCORE_PATH, type WorkScoreReply } from '../../../src/services/contract/reportPaths';
import { chinaToday } from './resourcesFixtures';
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

  const htnItem = async () => {
    const reply = await env.api.get<WorkScoreReply>(
      `${WORK_SCORE_PATH}?period=year&year=${year}&hospitalId=${FX}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!.rows[0]!.items.find((item) => item.id === 'htnStandardRate')!;
  };

  it('scores the hypertension item by its band and moves it when 规范管理率 crosses 60%', async () => {
    const before = await htnItem();
    expect(before.score).toBe(5);
    expect(before.explanation).toContain('50%（5/10）');
    fourVisits(6);
    const after = await htnItem();
    expect(after.score).toBe(7);
    expect(after.explanation).toContain('60%（6/10）');
  });

  it('refuses a quarter code outside spec §9 in Chinese', async () => {
    const reply = await env.api.get(`${WORK_SCORE_PATH}?period=quarter&year=${year}&quarter=1`);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain('季度代码');
  });
});
