import fc from 'fast-check';

import { type WorklistItem } from '../../../server/chronic/worklist';
import { createSeedWriter, type Data } from '../../../server/seed/residents/seedWriter';
import { type DueService } from '../../../src/domain/archives';
import { addDays } from '../../../src/domain/calendar';
import { DUE_PROGRAMMES, type DueProgramme } from '../../../src/domain/followUp';
import { type WorklistSummaryReply } from '../../../src/services/contract/chronicPaths';
import { useServerOnDay } from './signedInServer';

/**
 * One planned date and one state per patient, whichever page asks: for generated visit histories
 * (older records without a stored next date among them), the work list's state and planned date,
 * the home page's counts and the 健康画像's 待办与逾期 agree for every patient, and a stored
 * 下次随访日期 is the work list's planned date. The server is read through its routes, as the
 * pages read it.
 */

const TODAY = '2026-11-25';
const TODAY_UTC = Date.UTC(2026, 10, 25, 4);
/** The clinic of the generated patients, emptied before each run (shrinking included). */
const CLINIC = 'DA0000000001';

interface GeneratedVisit {
  offset: number;
  method: '1' | '2' | '3';
  classification: '1' | '2' | '3' | '4' | undefined;
  /** Days after the visit of the stored 下次随访日期; undefined: none stored (older data). */
  nextIn: number | undefined;
  referred: boolean;
}

interface GeneratedPatient {
  programme: DueProgramme;
  cardAgo: number;
  terminated: boolean;
  dead: boolean;
  visits: GeneratedVisit[];
}

const visitArb: fc.Arbitrary<GeneratedVisit> = fc.record({
  offset: fc.integer({ min: 0, max: 700 }),
  method: fc.constantFrom('1', '2', '3'),
  classification: fc.constantFrom('1', '2', '3', '4', undefined),
  nextIn: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
  referred: fc.boolean(),
});

const patientArb: fc.Arbitrary<GeneratedPatient> = fc.record({
  programme: fc.constantFrom<DueProgramme>('hypertension', 'diabetes'),
  cardAgo: fc.integer({ min: 0, max: 800 }),
  terminated: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
  dead: fc.integer({ min: 0, max: 19 }).map((value) => value === 0),
  visits: fc.array(visitArb, { maxLength: 5 }),
});

const PROFILE_STATE: Partial<Record<WorklistItem['state'], DueService['state']>> = {
  overdue: 'overdue',
  dueToday: 'due',
  dueThisWeek: 'due',
};

describe('the work list, the home counts and the 健康画像 agree on every patient', () => {
  let seq = 0;
  const env = useServerOnDay(TODAY_UTC, (server) => {
    // The clinic is created before sign-in: a user's scope is read when they sign in.
    server.db
      .prepare(
        `INSERT INTO hospitals (hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no)
         VALUES (?, '340881001', '340881', '一致性测试卫生室', 3, 999)`,
      )
      .run(CLINIC);
  });

  const write = (clinic: string, patients: readonly GeneratedPatient[]): Map<string, string> => {
    env.server.db.prepare('DELETE FROM resource_records WHERE hospital_id = ?').run(clinic);
    const writer = createSeedWriter(env.server.db);
    const lastNext = new Map<string, string>();
    const add = (family: string, data: Data, id = `da-${(seq += 1)}`) =>
      writer.add(family, {
        id,
        hospitalId: clinic,
        createdBy: '测试医生',
        createdAt: '2026-01-01 09:00:00',
        data,
      });
    patients.forEach((patient, index) => {
      const personNum = `${clinic}P${index}`;
      const programme = DUE_PROGRAMMES[patient.programme];
      add(
        'persons',
        { name: `一致居民${index}`, birthDate: '1950-03-01', status: patient.dead ? '3' : '1' },
        personNum,
      );
      const cardDate = addDays(TODAY, -patient.cardAgo);
      add(programme.cardFamily, {
        personNum,
        name: `一致居民${index}`,
        buildDate: cardDate,
        confirmDate: cardDate,
        manageStatus: patient.terminated ? '2' : '1',
      });
      const visits = [...new Map(patient.visits.map((visit) => [visit.offset, visit])).values()]
        .filter((visit) => visit.offset <= patient.cardAgo)
        .sort((a, b) => b.offset - a.offset);
      for (const visit of visits) {
        const visitDate = addDays(TODAY, -visit.offset);
        const next = visit.nextIn === undefined ? undefined : addDays(visitDate, visit.nextIn);
        add(programme.visitFamily, {
          personNum,
          name: `一致居民${index}`,
          visitDate,
          visitMethod: visit.method,
          sbp: 130,
          dbp: 80,
          fastingBloodGlucose: 6.1,
          ...(visit.classification ? { visitClassification: visit.classification } : {}),
          ...(next ? { nextVisitDate: next } : {}),
          ...(visit.referred ? { referralReason: '连续两次血压控制不满意' } : {}),
          doctorSignature: '测试医生',
        });
        if (next) lastNext.set(personNum, next);
        else lastNext.delete(personNum);
      }
    });
    return lastNext;
  };

  const get = async <T>(url: string): Promise<T> => {
    const reply = await env.server.app.inject({ url, headers: env.headers.qyadmin });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ Response: T }>().Response;
  };

  it('for generated visit histories', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(patientArb, { minLength: 1, maxLength: 5 }), async (patients) => {
        const clinic = CLINIC;
        const storedNext = write(clinic, patients);
        const summary = await get<WorklistSummaryReply>('/api/followUpWorklist/summary');
        for (const programme of Object.keys(DUE_PROGRAMMES) as DueProgramme[]) {
          const { items } = await get<{ items: WorklistItem[] }>(
            `/api/followUpWorklist?hospitalId=${clinic}&view=all&disease=${programme}&PageSize=500`,
          );
          const byPerson = new Map(items.map((item) => [item.personNum, item]));
          // Home counts: the home page's row for this clinic counts the work list's states.
          const home = summary.diseases
            .find((entry) => entry.disease === programme)
            ?.byHospital.find((row) => row.hospitalId === clinic)?.counts;
          expect(home).toMatchObject({
            managed: items.length,
            overdue: items.filter((item) => item.state === 'overdue').length,
            dueToday: items.filter((item) => item.state === 'dueToday').length,
            dueThisWeek: items.filter(
              (item) => item.state === 'dueToday' || item.state === 'dueThisWeek',
            ).length,
          });
          // 健康画像: the same state and the same planned date, patient by patient.
          for (const [index, patient] of patients.entries()) {
            if (patient.programme !== programme) continue;
            const personNum = `${clinic}P${index}`;
            const item = byPerson.get(personNum);
            const profile = await get<{ due: DueService[] }>(`/api/persons/homepage/${personNum}`);
            const service = DUE_PROGRAMMES[programme].followUpService;
            const shown = profile.due.filter((entry) => entry.service === service);
            const expected = item && PROFILE_STATE[item.state];
            expect(shown).toEqual(
              expected ? [{ service, plannedDate: item.plannedDate, state: expected }] : [],
            );
            // The record's 下次随访日期 is the work list's planned date.
            const next = storedNext.get(personNum);
            if (item && next) expect(item.plannedDate).toBe(next);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
