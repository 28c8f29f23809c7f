import {
  contractCountsByTeamComputed,
  TEAM_COUNTS,
} from '../../../server/chronic/contractIndicatorQuery';
import { scopeTalliesOf } from '../../../server/readModels/scopeTallies';
import { TEAM_FIGURE_IDS } from '../../../src/domain/indicators';
import { type ContractIndicatorsReply } from '../../../src/services/contract/chronicPaths';
import {
  REPORT_PATHS,
  type TeamDetailsReply,
  type TeamSummaryReply,
} from '../../../src/services/contract/reportPaths';
import { chinaToday, createResident, openCard, signToPackage } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 签约团队统计 computed live from the signing tallies' team part: a new agreement and a delivered
 * service count in the next request and in the team's drill-down; kept team counts equal the
 * counts computed again from the read models.
 */
describe('签约团队统计 computed live', () => {
  const users = useServerWithUsers({ region: 'qyadmin', village: 'cunyi01' });
  const today = chinaToday();
  const year = today.slice(0, 4);

  const summary = async (query = `period=year&year=${year}`) => {
    const reply = await users.region.get<TeamSummaryReply>(`${REPORT_PATHS.teamSummary}?${query}`);
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };
  const details = async (teamId: string, column: string) => {
    const reply = await users.region.get<TeamDetailsReply>(
      `${REPORT_PATHS.teamSummaryDetails}?period=year&year=${year}&teamId=${teamId}&column=${column}&PageSize=500`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  it('counts a new agreement and a delivered service in the next request and its drill-down', async () => {
    const elder = await createResident(users.village, '1952-03-01');
    await openCard(users.village, 'hypertensionCard', elder);
    const before = await summary();
    const agreement = await signToPackage(users.village, elder, '老年人高血压服务包', today);
    const teamId = String(agreement.teamId);
    const teamBefore = before.rows.find((row) => row.teamId === teamId);
    expect(teamBefore).toBeDefined();

    const signed = await summary();
    const team = signed.rows.find((row) => row.teamId === teamId)!;
    expect(team.counts.signed).toBe(teamBefore!.counts.signed! + 1);
    expect(team.counts.keySigned).toBe(teamBefore!.counts.keySigned! + 1);
    expect(team.values.signRate!.numerator).toBe(team.counts.signed);
    const listed = await details(teamId, 'signed');
    expect(listed.total).toBe(team.counts.signed);
    expect(listed.items.map((item) => item.personNum)).toContain(elder);
    expect((await details(teamId, 'keySigned')).total).toBe(team.counts.keySigned);

    const visit = await users.village.post('/api/hypertensionFollowUp', {
      personNum: elder,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 132,
      dbp: 82,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expect(visit.status).toBe(201);
    const served = (await summary()).rows.find((row) => row.teamId === teamId)!;
    expect(served.counts.itemsDone).toBe(team.counts.itemsDone! + 1);
    expect(served.values.fulfilmentRate!.numerator).toBe(served.counts.itemsDone);
    expect((await details(teamId, 'inForce')).items.map((item) => item.personNum)).toContain(elder);

    // Kept on write = computed again: the team part against the read models' own query, and the
    // page once the tallies are forgotten (the rebuild path).
    const kept = await summary();
    const root = (
      await users.region.get<ContractIndicatorsReply>(`/api/contractIndicators?year=${year}`)
    ).body.Response!.rows[0]!.hospitalId;
    const computed = contractCountsByTeamComputed(users.server.db, root, {
      from: `${year}-01-01`,
      to: today,
    });
    expect(kept.rows.length).toBeGreaterThan(1);
    for (const row of kept.rows) {
      for (const count of TEAM_COUNTS) {
        expect({ team: row.teamName, count, n: row.counts[count] ?? 0 }).toEqual({
          team: row.teamName,
          count,
          n: computed.get(row.teamId)?.[count] ?? 0,
        });
      }
    }
    scopeTalliesOf(users.server.db).clear();
    expect(await summary()).toEqual(kept);
  });

  it("reads the rates of the period's year for a month, as every live report", async () => {
    const report = await summary();
    expect(report.figures).toEqual([...TEAM_FIGURE_IDS]);
    expect(report.rows.length).toBeGreaterThan(0);
    // 管理指标报表's values for one-team institutions: liveReports.test.ts (one figure, one value).
    const month = await summary(`period=month&month=${today.slice(0, 7)}`);
    expect(month.period.label).toMatch(/年\d+月$/);
    expect(month.rows.map((row) => row.values)).toEqual(report.rows.map((row) => row.values));
  });

  it('keeps the drill-down inside the user scope', async () => {
    const report = await summary();
    const village = await users.village.get(
      `${REPORT_PATHS.teamSummaryDetails}?period=year&year=${year}&teamId=${report.rows[0]!.teamId}&column=signed`,
    );
    expect([400, 403]).toContain(village.status);
    const bad = await users.region.get(
      `${REPORT_PATHS.teamSummaryDetails}?period=year&year=${year}&teamId=${report.rows[0]!.teamId}&column=residents`,
    );
    expect(bad.status).toBe(400);
  });
});
