import { type FigureReportReply, REPORT_PATHS } from '../../../src/services/contract/reportPaths';
import { chinaToday, createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 月度工作量统计's trend per institution: each child institution of the scope (the county's
 * townships) a line of each workload figure over the months of the year, from the same day
 * tallies as the table, so the lines add up to the scope's own trend and a save counts at once
 * in its township's month.
 */
const CENTRE = '340881100001';

describe('workload trend per institution', () => {
  const users = useServerWithUsers({ region: 'qyadmin', township: 'xzys01' });
  const today = chinaToday();
  const monthIndex = Number(today.slice(5, 7)) - 1;

  const report = async () => {
    const reply = await users.region.get<FigureReportReply>(
      `${REPORT_PATHS.monthlyWork}?period=month&month=${today.slice(0, 7)}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  it("gives each township a line, adding up to the county's trend", async () => {
    const { trend, institutionTrend, rows } = await report();
    const townships = rows.filter((row) => row.depth === 1).map((row) => row.hospitalId);
    expect(institutionTrend.map((line) => line.hospitalId)).toEqual(townships);
    expect(townships.length).toBeGreaterThan(3);
    for (const figure of ['htnVisits', 'dmVisits', 'newArchives']) {
      trend.forEach((point, month) => {
        const sum = institutionTrend.reduce(
          (total, line) => total + line.values[figure]![month]!,
          0,
        );
        expect(sum).toBe(point.values[figure] ?? 0);
      });
    }
    expect(institutionTrend.some((line) => line.values.htnVisits!.some((n) => n > 0))).toBe(true);
  });

  it("counts a follow-up saved today in its township's line for this month", async () => {
    const line = async () =>
      (await report()).institutionTrend.find((candidate) => candidate.hospitalId === CENTRE)!.values
        .htnVisits![monthIndex]!;
    const before = await line();
    const patient = await createResident(users.township, '1958-04-02');
    await openCard(users.township, 'hypertensionCard', patient);
    const saved = await users.township.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 134,
      dbp: 84,
      medicationCompliance: '1',
      doctorSignature: '李秀英',
    });
    expect(saved.status).toBe(201);
    expect(await line()).toBe(before + 1);
  });
});
