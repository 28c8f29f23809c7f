import {
  CONTRACT_COUNTS,
  type ContractCount,
  figureById,
  indicatorValue,
  type IndicatorValue,
  type RateFigure,
  type StatPeriod,
  TEAM_FIGURE_IDS,
} from '../../src/domain/indicators';
import { type TeamSummaryRow } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { contractCountsByTeam } from './contractIndicatorQuery';
import { contractIndicatorRows } from './contractIndicators';
import { periodOf } from './indicators';

/** The 家庭医生团队 of a scope: the signTeams records of its institutions. */
export interface TeamOfScope {
  teamId: string;
  teamName: string;
  leaderName: string;
  hospitalId: string;
}

export const teamsOfScope = (db: Db, root: string): TeamOfScope[] =>
  db
    .prepare<[string], TeamOfScope>(
      `SELECT id AS teamId, COALESCE(json_extract(data, '$.teamName'), '') AS teamName,
         COALESCE(json_extract(data, '$.leaderName'), '') AS leaderName, hospital_id AS hospitalId
       FROM resource_records
       WHERE family = 'signTeams'
         AND hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)
       ORDER BY hospital_id, teamName, id`,
    )
    .all(root);

/** One team of the scope by id, or undefined. */
export const teamOfScope = (db: Db, root: string, teamId: string): TeamOfScope | undefined =>
  teamsOfScope(db, root).find((team) => team.teamId === teamId);

const zero = (): Record<ContractCount, number> =>
  Object.fromEntries(CONTRACT_COUNTS.map((count) => [count, 0])) as Record<ContractCount, number>;

/**
 * 签约团队统计 for a period: per team of the scope, the catalogue's signing figures over the
 * team's part of the kept signing tallies (decision 0044, part = team); the denominators that
 * are residents (签约率, 重点人群签约率) are those of the team's institution, as 管理指标报表
 * counts them. Rates are counted for the period's year, as every live report counts them
 * (decision 0045). The cost grows with hospitals × teams, not residents.
 */
export const teamSummaryRows = (
  db: Db,
  root: string,
  period: StatPeriod,
  today: string,
): { year: number; rows: TeamSummaryRow[] } => {
  const year = Number(period.to.slice(0, 4));
  const institutions = new Map(
    contractIndicatorRows(db, root, year, today).map((row) => [row.hospitalId, row]),
  );
  const byTeam = new Map<string, Record<ContractCount, number>>();
  for (const parts of contractCountsByTeam(db, root, periodOf(year, today)).values()) {
    for (const [team, counts] of parts) {
      const entry = byTeam.get(team) ?? zero();
      for (const [count, value] of Object.entries(counts)) {
        entry[count as ContractCount] += value;
      }
      byTeam.set(team, entry);
    }
  }
  const figures = TEAM_FIGURE_IDS.map((id) => figureById(id) as RateFigure);
  const rows = teamsOfScope(db, root).map((team) => {
    const institution = institutions.get(team.hospitalId);
    const own = byTeam.get(team.teamId) ?? zero();
    const counts = {
      ...own,
      residents: institution?.counts.residents ?? 0,
      keyResidents: institution?.counts.keyResidents ?? 0,
    };
    const values: Record<string, IndicatorValue> = Object.fromEntries(
      figures.map((figure) => [
        figure.id,
        indicatorValue(figure.definition, counts, institution?.configured ?? {}),
      ]),
    );
    return {
      ...team,
      hospitalName: institution?.hospitalName ?? team.hospitalId,
      counts: own,
      values,
    };
  });
  return { year, rows };
};
