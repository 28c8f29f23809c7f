import { scopeTalliesOf } from '../../../server/readModels/scopeTallies';
import { dateText } from '../../../src/domain/calendar';
import { FIGURES, type IndicatorValue } from '../../../src/domain/indicators';
import {
  type ContractIndicatorsReply,
  type IndicatorsReply,
} from '../../../src/services/contract/chronicPaths';
import {
  type FigureReportReply,
  type RateTrendReply,
  REPORT_PATHS,
} from '../../../src/services/contract/reportPaths';
import { createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * The rate trends of 公卫服务汇总表 and 管理指标报表: a rate at each month's end of the year, for
 * the scope and each institution under it. The last point of a year is the table's value (one
 * figure, one value); a card and a visit saved today move this month's point and no earlier one;
 * the kept month tallies equal the tallies computed again from the read models.
 */
describe('rate trends per month and institution', () => {
  const users = useServerWithUsers({ region: 'qyadmin', village: 'cunyi01' });
  const today = dateText();
  const year = Number(today.slice(0, 4));
  const rateIds = FIGURES.filter((figure) => figure.kind === 'rate').map((figure) => figure.id);

  const trendOf = async (path: string, figure: string, onYear = year) => {
    const reply = await users.region.get<RateTrendReply>(`${path}?year=${onYear}&figure=${figure}`);
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  /** Each figure's value per institution on 管理指标报表 (its chronic and signing tables). */
  const tableValues = async (onYear: number) => {
    const chronic = (
      await users.region.get<IndicatorsReply>(`/api/chronicIndicators?year=${onYear}`)
    ).body.Response!;
    const contract = (
      await users.region.get<ContractIndicatorsReply>(`/api/contractIndicators?year=${onYear}`)
    ).body.Response!;
    const values = new Map<string, Record<string, IndicatorValue>>();
    for (const row of [...chronic.rows, ...contract.rows]) {
      values.set(row.hospitalId, { ...values.get(row.hospitalId), ...row.values });
    }
    return values;
  };

  it.each([
    ['this year', 0],
    ['last year', 1],
  ])('ends %s on the value 管理指标报表 and 公卫服务汇总表 show', async (_label, back) => {
    const onYear = year - back;
    const table = await tableValues(onYear);
    const summary = (
      await users.region.get<FigureReportReply>(
        `${REPORT_PATHS.serviceSummary}?period=year&year=${onYear}`,
      )
    ).body.Response!;
    const onSummary = new Map(summary.rows.map((row) => [row.hospitalId, row.values]));
    let compared = 0;
    for (const figure of rateIds) {
      const trend = await trendOf(REPORT_PATHS.indicatorsTrend, figure, onYear);
      expect(trend.months.at(-1)).toBe(back === 0 ? today.slice(0, 7) : `${onYear}-12`);
      expect(trend.institutions[0]!.scope).toBe(true);
      expect(trend.institutions.length).toBeGreaterThan(1);
      for (const line of trend.institutions) {
        expect(line.values).toHaveLength(trend.months.length);
        const last = line.values.at(-1);
        expect({ figure, hospital: line.hospitalName, value: last }).toEqual({
          figure,
          hospital: line.hospitalName,
          value: table.get(line.hospitalId)?.[figure],
        });
        const shown = onSummary.get(line.hospitalId)?.[figure];
        if (shown) expect(last).toEqual(shown);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(rateIds.length);
    // 公卫服务汇总表's path serves its own figures' trends, the same values.
    for (const figure of summary.figures.filter((id) => rateIds.includes(id))) {
      const onPage = await trendOf(REPORT_PATHS.serviceSummaryTrend, figure, onYear);
      expect(onPage).toEqual(await trendOf(REPORT_PATHS.indicatorsTrend, figure, onYear));
    }
  });

  it('moves this month’s point when a card and a visit are saved today, and no earlier one', async () => {
    const before = await trendOf(REPORT_PATHS.indicatorsTrend, 'htnControlRate');
    const patient = await createResident(users.region, '1958-03-01');
    await openCard(users.region, 'hypertensionCard', patient);
    const saved = await users.region.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 126,
      dbp: 78,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expect(saved.status).toBe(201);
    const after = await trendOf(REPORT_PATHS.indicatorsTrend, 'htnControlRate');
    const scopeBefore = before.institutions[0]!.values;
    const scopeAfter = after.institutions[0]!.values;
    expect(scopeAfter.slice(0, -1)).toEqual(scopeBefore.slice(0, -1));
    expect(scopeAfter.at(-1)!.numerator).toBe(scopeBefore.at(-1)!.numerator + 1);
    expect(scopeAfter.at(-1)!.denominator).toBe(scopeBefore.at(-1)!.denominator! + 1);

    // Kept on write = computed again from the read models.
    const kept = await Promise.all(
      ['htnControlRate', 'dmStandardRate', 'fileRate', 'signRate'].map((figure) =>
        trendOf(REPORT_PATHS.indicatorsTrend, figure),
      ),
    );
    scopeTalliesOf(users.server.db).clear();
    const computed = await Promise.all(
      ['htnControlRate', 'dmStandardRate', 'fileRate', 'signRate'].map((figure) =>
        trendOf(REPORT_PATHS.indicatorsTrend, figure),
      ),
    );
    expect(computed).toEqual(kept);
  });

  it('refuses a figure that is no rate of the report, and a page the group does not hold', async () => {
    const count = await users.region.get(
      `${REPORT_PATHS.indicatorsTrend}?year=${year}&figure=htnVisits`,
    );
    expect(count.status).toBe(400);
    expect(count.body.Message).toContain('比率');
    const summaryIds = (await users.region.get<FigureReportReply>(REPORT_PATHS.serviceSummary)).body
      .Response!.figures;
    const elsewhere = rateIds.find((id) => !summaryIds.includes(id))!;
    expect(elsewhere).toBeDefined();
    const notOnSummary = await users.region.get(
      `${REPORT_PATHS.serviceSummaryTrend}?year=${year}&figure=${elsewhere}`,
    );
    expect(notOnSummary.status).toBe(400);
    expect(
      (await users.region.get(`${REPORT_PATHS.indicatorsTrend}?year=${year}&figure=${elsewhere}`))
        .status,
    ).toBe(200);
    const village = await users.village.get(
      `${REPORT_PATHS.serviceSummaryTrend}?year=${year}&figure=fileRate`,
    );
    expect(village.status).toBe(403);
  });
});
