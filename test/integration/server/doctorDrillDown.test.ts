import { dateText } from '../../../src/domain/calendar';
import {
  figureById,
  isContractPersonCount,
  isIndicatorCount,
  type RateFigure,
} from '../../../src/domain/indicators';
import { CHRONIC_PATHS } from '../../../src/services/contract/chronicPaths';
import { type DoctorReportReply, REPORT_PATHS } from '../../../src/services/contract/reportPaths';
import { createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * Every number of a 按医生 view (公卫服务汇总表, 管理指标报表) opens the residents behind it: the
 * report details of the institution's own residents whose archive names the doctor, whose count
 * is the number shown, figure by figure, numerator and counted denominator.
 */
describe('drill-down of the reports by responsible doctor', () => {
  const users = useServerWithUsers({ region: 'qyadmin', village: 'cunyi01' });
  const today = dateText();
  const year = today.slice(0, 4);

  const report = async (path: string) => {
    const reply = await users.region.get<DoctorReportReply>(`${path}?period=year&year=${year}`);
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };
  const listed = async (figure: RateFigure, hospId: string, doctor: string, column: string) => {
    const path =
      figure.counts === 'contract'
        ? CHRONIC_PATHS.contractIndicatorDetails
        : CHRONIC_PATHS.indicatorDetails;
    const reply = await users.region.get<{ total: number; items: { name: string }[] }>(
      `${path}?hospId=${hospId}&columnName=${column}&year=${year}&scope=own&doctor=${encodeURIComponent(doctor)}&PageSize=500`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  /** Each (row, figure, count) of a by-doctor report against its list; how many were compared. */
  const compareAll = async (path: string) => {
    const { rows, figures } = await report(path);
    expect(new Set(rows.map((row) => row.doctor)).size).toBeGreaterThan(2);
    const columns = new Set<string>();
    let compared = 0;
    for (const row of rows) {
      for (const id of figures) {
        const figure = figureById(id) as RateFigure;
        const spec = figure.definition.denominator;
        const value = row.values[id]!;
        const pairs: [string | undefined, number | null][] = [
          [figure.definition.numerator, value.numerator],
          ['count' in spec ? spec.count : spec.fallback, value.denominator],
        ];
        for (const [column, number] of pairs) {
          if (!column || number === null || number === 0 || number > 500) continue;
          // Service items (履约率) are no residents: shown without a list, as on the institution rows.
          const residents =
            figure.counts === 'contract' ? isContractPersonCount(column) : isIndicatorCount(column);
          if (!residents) continue;
          const list = await listed(figure, row.hospitalId, row.doctor, column);
          expect({
            hospital: row.hospitalId,
            doctor: row.doctor,
            column,
            total: list.total,
          }).toEqual({ hospital: row.hospitalId, doctor: row.doctor, column, total: number });
          expect(list.items).toHaveLength(number);
          // Masked as every list (a name shows its first character only).
          for (const item of list.items) expect(item.name).toMatch(/\*|^$/);
          columns.add(column);
          compared += 1;
        }
      }
    }
    return { compared, columns };
  };

  it("lists behind each of 公卫服务汇总表's doctor numbers exactly that many residents", async () => {
    const { compared, columns } = await compareAll(REPORT_PATHS.serviceSummaryByDoctor);
    expect(compared).toBeGreaterThan(20);
    expect(columns.size).toBeGreaterThan(8);
  });

  it("lists behind each of 管理指标报表's doctor numbers exactly that many residents", async () => {
    const { compared, columns } = await compareAll(REPORT_PATHS.indicatorsByDoctor);
    expect(compared).toBeGreaterThan(20);
    expect(columns.size).toBeGreaterThan(10);
  });

  it("shows a saved patient in the next request, in the doctor's row and its list", async () => {
    const doctor = '下钻测试医生';
    const patient = await createResident(users.region, '1952-06-01', { responsibleDoctor: doctor });
    await openCard(users.region, 'hypertensionCard', patient);
    const mine = (await report(REPORT_PATHS.indicatorsByDoctor)).rows.filter(
      (row) => row.doctor === doctor,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.values.htnStandardRate!.denominator).toBe(1);
    const list = await listed(
      figureById('htnStandardRate') as RateFigure,
      mine[0]!.hospitalId,
      doctor,
      'htnManaged',
    );
    expect(list.total).toBe(1);
  });

  it("gives a village doctor only the village's own doctors", async () => {
    const village = await users.village.get<DoctorReportReply>(
      `${REPORT_PATHS.indicatorsByDoctor}?period=year&year=${year}`,
    );
    expect(village.status).toBe(200);
    const region = await report(REPORT_PATHS.indicatorsByDoctor);
    const hospitals = new Set(village.body.Response!.rows.map((row) => row.hospitalId));
    expect(hospitals.size).toBe(1);
    expect(new Set(region.rows.map((row) => row.hospitalId)).size).toBeGreaterThan(1);
  });
});
