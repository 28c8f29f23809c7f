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
 * service count in the next request and in the team's drill-down; a team's 签约率 and 履约率 are
 * 管理指标报表's for its institution where the institution has that one team.
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

  it('gives a one-team institution the 签约率 and 履约率 of 管理指标报表', async () => {
    const report = await summary();
    expect(report.figures).toEqual([...TEAM_FIGURE_IDS]);
    const contract = (
      await users.region.get<ContractIndicatorsReply>(`/api/contractIndicators?year=${year}`)
    ).body.Response!;
    const byInstitution = new Map(contract.rows.map((row) => [row.hospitalId, row.values]));
    const teamsOf = new Map<string, number>();
    for (const row of report.rows)
      teamsOf.set(row.hospitalId, (teamsOf.get(row.hospitalId) ?? 0) + 1);
    let compared = 0;
    for (const row of report.rows) {
      if (teamsOf.get(row.hospitalId) !== 1) continue;
      for (const figure of ['signRate', 'keySignRate', 'fulfilmentRate', 'renewalRate']) {
        expect({ team: row.teamName, figure, value: row.values[figure] }).toEqual({
          team: row.teamName,
          figure,
          value: byInstitution.get(row.hospitalId)?.[figure],
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
    // A month and a quarter (spec §9 code) read the same year's rates.
    const month = await summary(`period=month&month=${today.slice(0, 7)}`);
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
