import { quarterCodeOfMonth } from '../../../src/domain/codes';
import { FIGURES, type IndicatorValue } from '../../../src/domain/indicators';
import {
  type ContractIndicatorsReply,
  type IndicatorsReply,
} from '../../../src/services/contract/chronicPaths';
import {
  type FigureReportReply,
  REPORT_PATHS,
  type TeamSummaryReply,
  WORK_SCORE_PATH,
  type WorkloadDetailsReply,
  type WorkScoreReply,
} from '../../../src/services/contract/reportPaths';
import { chinaToday, createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * The live reports read the kernel's one figure catalogue: a follow-up saved today counts in
 * 月度工作量统计 for the month and the quarter (spec §9 quarter code on the wire) and its
 * drill-down lists it; every figure 公卫服务汇总表 and 签约团队统计 show has the value 管理指标报表
 * shows for it.
 */
describe('live reports computed from the records', () => {
  const users = useServerWithUsers({ region: 'qyadmin', village: 'cunyi01' });
  const today = chinaToday();
  const month = today.slice(0, 7);
  const quarter = quarterCodeOfMonth(Number(today.slice(5, 7)));

  const monthly = async (query: string) => {
    const reply = await users.region.get<FigureReportReply>(`${REPORT_PATHS.monthlyWork}?${query}`);
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };
  const rootCount = (report: FigureReportReply, figure: string) =>
    report.rows[0]!.values[figure]!.numerator;

  it('counts a follow-up saved today in the month and the quarter, and drills down to it', async () => {
    const byMonth = await monthly(`period=month&month=${month}`);
    const byQuarter = await monthly(`period=quarter&year=${today.slice(0, 4)}&quarter=${quarter}`);
    const patient = await createResident(users.region, '1960-05-01');
    await openCard(users.region, 'hypertensionCard', patient);
    const saved = await users.region.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 132,
      dbp: 82,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expect(saved.status).toBe(201);
    const afterMonth = await monthly(`period=month&month=${month}`);
    const afterQuarter = await monthly(
      `period=quarter&year=${today.slice(0, 4)}&quarter=${quarter}`,
    );
    expect(rootCount(afterMonth, 'htnVisits')).toBe(rootCount(byMonth, 'htnVisits') + 1);
    expect(rootCount(afterQuarter, 'htnVisits')).toBe(rootCount(byQuarter, 'htnVisits') + 1);
    expect(afterMonth.period.label).toMatch(/年\d+月$/);
    expect(afterQuarter.period.label).toMatch(/季度$/);
    // The trend's month holds the same count as the month's report.
    expect(afterMonth.trend.find((point) => point.month === month)?.values.htnVisits).toBe(
      rootCount(afterMonth, 'htnVisits'),
    );

    const root = afterMonth.rows[0]!.hospitalId;
    const details = await users.region.get<WorkloadDetailsReply>(
      `${REPORT_PATHS.workloadDetails}?period=quarter&year=${today.slice(0, 4)}&quarter=${quarter}&hospId=${root}&figure=htnVisits&PageSize=500`,
    );
    expect(details.status).toBe(200);
    expect(details.body.Response!.total).toBe(rootCount(afterQuarter, 'htnVisits'));
    const found = details.body.Response!.items.find(
      (item) => item.id === String(saved.body.Response!.ID),
    );
    expect(found).toMatchObject({ personNum: patient, recordDate: today });
    // Identifiers in the form the user may see, as everywhere: the regional administrator holds
    // 查看完整信息 and reads the number whole (the township's browser test sees it masked).
    expect(found!.IDCardNo).not.toContain('*');
    expect(found!.IDCardNo).toMatch(/^\d{17}[\dX]$/);
  });

  it('refuses a bad period in Chinese and a hospital outside the scope', async () => {
    const badQuarter = await users.region.get(
      `${REPORT_PATHS.monthlyWork}?period=quarter&year=2026&quarter=3`,
    );
    expect(badQuarter.status).toBe(400);
    expect(badQuarter.body.Message).toContain('季度代码');
    const badMonth = await users.region.get(
      `${REPORT_PATHS.monthlyWork}?period=month&month=2026-13`,
    );
    expect(badMonth.status).toBe(400);
    const region = await users.region.get<FigureReportReply>(REPORT_PATHS.serviceSummary);
    const bureau = region.body.Response!.rows[0]!.hospitalId;
    const village = await users.village.get(`${REPORT_PATHS.serviceSummary}?hospitalId=${bureau}`);
    expect(village.status).toBe(403);
  });

  it('shows each figure with one value on every report that shows it', async () => {
    const year = today.slice(0, 4);
    const summary = (
      await users.region.get<FigureReportReply>(
        `${REPORT_PATHS.serviceSummary}?period=year&year=${year}`,
      )
    ).body.Response!;
    const chronic = (await users.region.get<IndicatorsReply>(`/api/chronicIndicators?year=${year}`))
      .body.Response!;
    const contract = (
      await users.region.get<ContractIndicatorsReply>(`/api/contractIndicators?year=${year}`)
    ).body.Response!;
    const elsewhere = new Map<string, Map<string, Record<string, IndicatorValue>>>([
      ['管理指标报表', new Map(chronic.rows.map((row) => [row.hospitalId, row.values]))],
      ['管理指标报表（签约）', new Map(contract.rows.map((row) => [row.hospitalId, row.values]))],
    ]);
    let compared = 0;
    for (const figureId of summary.figures) {
      expect(FIGURES.some((figure) => figure.id === figureId)).toBe(true);
      for (const row of summary.rows) {
        const shown = [...elsewhere.values()]
          .map((page) => page.get(row.hospitalId)?.[figureId])
          .filter((value): value is IndicatorValue => value !== undefined);
        expect(shown.length).toBeGreaterThan(0);
        for (const value of shown) {
          expect({ figureId, hospital: row.hospitalName, value: row.values[figureId] }).toEqual({
            figureId,
            hospital: row.hospitalName,
            value,
          });
          compared += 1;
        }
      }
    }
    // 考核汇总 scores the values the reports show.
    const scores = (
      await users.region.get<WorkScoreReply>(`${WORK_SCORE_PATH}?period=year&year=${year}`)
    ).body.Response!;
    const summaryValues = new Map(summary.rows.map((row) => [row.hospitalId, row.values]));
    for (const row of scores.rows) {
      for (const item of row.items) {
        const shown = [...elsewhere.values()]
          .map((page) => page.get(row.hospitalId)?.[item.figure])
          .find((value) => value !== undefined);
        expect({ item: item.id, value: item.value }).toEqual({ item: item.id, value: shown });
        const onSummary = summaryValues.get(row.hospitalId)?.[item.figure];
        if (onSummary) expect(item.value).toEqual(onSummary);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(summary.figures.length);
    // 签约团队统计: a team's figures are its institution's on 管理指标报表 where the institution
    // has that one team (the team's part is then the whole).
    const teams = (
      await users.region.get<TeamSummaryReply>(
        `${REPORT_PATHS.teamSummary}?period=year&year=${year}`,
      )
    ).body.Response!;
    const teamsOf = new Map<string, number>();
    for (const row of teams.rows) {
      teamsOf.set(row.hospitalId, (teamsOf.get(row.hospitalId) ?? 0) + 1);
    }
    const signing = elsewhere.get('管理指标报表（签约）')!;
    let teamCompared = 0;
    for (const row of teams.rows.filter((team) => teamsOf.get(team.hospitalId) === 1)) {
      for (const figureId of teams.figures) {
        expect({ figureId, team: row.teamName, value: row.values[figureId] }).toEqual({
          figureId,
          team: row.teamName,
          value: signing.get(row.hospitalId)?.[figureId],
        });
        teamCompared += 1;
      }
    }
    expect(teamCompared).toBeGreaterThanOrEqual(teams.figures.length);
    // The year's workload equals the sum of its months.
    const work = (
      await users.region.get<FigureReportReply>(
        `${REPORT_PATHS.monthlyWork}?period=year&year=${year}`,
      )
    ).body.Response!;
    for (const figureId of work.figures) {
      const months = work.trend.reduce((sum, point) => sum + (point.values[figureId] ?? 0), 0);
      expect({ figureId, n: rootCount(work, figureId) }).toEqual({ figureId, n: months });
    }
  });
});
