import { scopeTalliesOf } from '../../../server/readModels/scopeTallies';
import { dateText } from '../../../src/domain/calendar';
import { figureById, type RateFigure } from '../../../src/domain/indicators';
import {
  type ContractIndicatorsReply,
  type IndicatorsReply,
} from '../../../src/services/contract/chronicPaths';
import { type DoctorReportReply, REPORT_PATHS } from '../../../src/services/contract/reportPaths';
import { createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 公卫服务汇总表 by 责任医生: each institution's rates per doctor its residents' archives name,
 * from the doctor parts of the same kept tallies, so an institution's doctors add up to its own
 * counts on 管理指标报表; a new patient of a new doctor shows at once; kept = computed again.
 */
describe('service summary by responsible doctor', () => {
  const users = useServerWithUsers({ region: 'qyadmin', village: 'cunyi01' });
  const today = dateText();
  const year = today.slice(0, 4);

  const byDoctor = async () => {
    const reply = await users.region.get<DoctorReportReply>(
      `${REPORT_PATHS.serviceSummaryByDoctor}?period=year&year=${year}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  it("adds each institution's doctors up to its own counts", async () => {
    const report = await byDoctor();
    const chronic = (await users.region.get<IndicatorsReply>(`/api/chronicIndicators?year=${year}`))
      .body.Response!;
    const contract = (
      await users.region.get<ContractIndicatorsReply>(`/api/contractIndicators?year=${year}`)
    ).body.Response!;
    const own = new Map<string, Record<string, number>>();
    for (const row of [...chronic.rows, ...contract.rows]) {
      own.set(row.hospitalId, { ...own.get(row.hospitalId), ...row.ownCounts });
    }
    expect(new Set(report.rows.map((row) => row.doctor)).size).toBeGreaterThan(2);
    let compared = 0;
    for (const figureId of report.figures) {
      const figure = figureById(figureId) as RateFigure;
      const numerator = figure.definition.numerator;
      const sums = new Map<string, number>();
      for (const row of report.rows) {
        sums.set(row.hospitalId, (sums.get(row.hospitalId) ?? 0) + row.values[figureId]!.numerator);
      }
      for (const [hospitalId, sum] of sums) {
        expect({ figureId, hospitalId, sum }).toEqual({
          figureId,
          hospitalId,
          sum: own.get(hospitalId)?.[numerator],
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(report.figures.length);
  });

  it("counts a new doctor's patient at once, and the kept counts equal the recomputed", async () => {
    const doctor = '测试责任医生';
    expect((await byDoctor()).rows.some((row) => row.doctor === doctor)).toBe(false);
    const patient = await createResident(users.region, '1955-04-01', {
      responsibleDoctor: doctor,
    });
    await openCard(users.region, 'hypertensionCard', patient);
    const saved = await users.region.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 128,
      dbp: 80,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expect(saved.status).toBe(201);
    const kept = await byDoctor();
    const mine = kept.rows.filter((row) => row.doctor === doctor);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.values.htnControlRate).toEqual({ numerator: 1, denominator: 1, rate: 100 });
    expect(mine[0]!.values.fileRate!.denominator).toBe(1);
    scopeTalliesOf(users.server.db).clear();
    expect(await byDoctor()).toEqual(kept);
  });

  it('is the page of 公卫服务汇总表: a village doctor without it is refused', async () => {
    const village = await users.village.get(
      `${REPORT_PATHS.serviceSummaryByDoctor}?period=year&year=${year}`,
    );
    expect(village.status).toBe(403);
  });
});
