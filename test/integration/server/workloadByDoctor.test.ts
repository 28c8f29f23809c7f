import { rebuildDayTallies } from '../../../server/chronic/dayTallies';
import { dateText } from '../../../src/domain/calendar';
import {
  type DoctorReportReply,
  REPORT_PATHS,
  type WorkloadDetailsReply,
} from '../../../src/services/contract/reportPaths';
import { createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 月度工作量统计 by 责任医生 (migration 698): the day tallies keep a part per doctor of the record's
 * archive; every count of a doctor row equals its drill-down's list; a follow-up saved today
 * counts under the archive's doctor in the next request; a change of 责任医生 moves the resident's
 * records; the kept tallies equal the tallies counted again from the records.
 */
describe('monthly workload by responsible doctor', () => {
  const users = useServerWithUsers({ region: 'qyadmin', village: 'cunyi01' });
  const today = dateText();
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);

  const byDoctor = async (query: string) => {
    const reply = await users.region.get<DoctorReportReply>(
      `${REPORT_PATHS.monthlyWorkByDoctor}?${query}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };
  const details = async (query: string, hospId: string, doctor: string, figure: string) => {
    const reply = await users.region.get<WorkloadDetailsReply>(
      `${REPORT_PATHS.workloadDetails}?${query}&hospId=${hospId}&doctor=${encodeURIComponent(doctor)}&figure=${figure}&PageSize=500`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };
  const tallies = () =>
    users.server.db
      .prepare('SELECT * FROM service_day_tallies ORDER BY family, hospital_id, day, doctor')
      .all();

  it("lists behind every doctor's count exactly the records it counts", async () => {
    const query = `period=year&year=${year}`;
    const report = await byDoctor(query);
    expect(new Set(report.rows.map((row) => row.doctor)).size).toBeGreaterThan(2);
    let compared = 0;
    for (const row of report.rows) {
      for (const figure of report.figures) {
        const count = row.values[figure]!.numerator;
        if (count === 0 || count > 500) continue;
        const list = await details(query, row.hospitalId, row.doctor, figure);
        expect({ row: row.hospitalId, doctor: row.doctor, figure, total: list.total }).toEqual({
          row: row.hospitalId,
          doctor: row.doctor,
          figure,
          total: count,
        });
        expect(list.items).toHaveLength(count);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(report.figures.length);
  });

  it("adds a hospital's doctors up to the hospital's own records", async () => {
    const query = `period=month&month=${month}`;
    const report = await byDoctor(query);
    const hospitals = [...new Set(report.rows.map((row) => row.hospitalId))];
    expect(hospitals.length).toBeGreaterThan(0);
    for (const hospitalId of hospitals.slice(0, 5)) {
      for (const figure of report.figures) {
        const sum = report.rows
          .filter((row) => row.hospitalId === hospitalId)
          .reduce((total, row) => total + row.values[figure]!.numerator, 0);
        const own = await users.region.get<WorkloadDetailsReply>(
          `${REPORT_PATHS.workloadDetails}?${query}&hospId=${hospitalId}&scope=own&figure=${figure}&PageSize=1`,
        );
        expect({ hospitalId, figure, sum }).toEqual({
          hospitalId,
          figure,
          sum: own.body.Response!.total,
        });
      }
    }
  });

  it("counts a follow-up saved today under the archive's doctor, moves it with the doctor, and keeps the tallies a rebuild counts", async () => {
    const doctor = '工作量测试医生';
    const query = `period=month&month=${month}`;
    expect((await byDoctor(query)).rows.some((row) => row.doctor === doctor)).toBe(false);
    const patient = await createResident(users.region, '1956-03-01', {
      responsibleDoctor: doctor,
    });
    await openCard(users.region, 'hypertensionCard', patient);
    const saved = await users.region.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 130,
      dbp: 80,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expect(saved.status).toBe(201);
    const mine = (await byDoctor(query)).rows.filter((row) => row.doctor === doctor);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.values.htnVisits!.numerator).toBe(1);
    const list = await details(query, mine[0]!.hospitalId, doctor, 'htnVisits');
    expect(list.items.map((item) => item.personNum)).toEqual([patient]);

    const next = '工作量接任医生';
    const moved = await users.region.put(`/api/persons/${patient}`, { responsibleDoctor: next });
    expect(moved.status).toBe(200);
    const after = (await byDoctor(query)).rows;
    expect(after.some((row) => row.doctor === doctor)).toBe(false);
    expect(after.find((row) => row.doctor === next)?.values.htnVisits!.numerator).toBe(1);

    const kept = tallies();
    rebuildDayTallies(users.server.db);
    expect(tallies()).toEqual(kept);
  });

  it('is the page of 月度工作量统计: a village doctor without it is refused', async () => {
    const village = await users.village.get(
      `${REPORT_PATHS.monthlyWorkByDoctor}?period=month&month=${month}`,
    );
    expect(village.status).toBe(403);
  });
});
