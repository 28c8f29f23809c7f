import { useSignedInServer } from './signedInServer';

type Row = Record<string, unknown>;

/**
 * formInit starts a follow-up with what the kernel says carries over from the last visit
 * (carriedOverFieldsOf): 身高 and the plan of a chronic visit, 身高 from the newest 健康体检表
 * when the last visit has none, and nothing measured on a check form.
 */
describe('formInit carries the last visit over as the kernel lists it', () => {
  const env = useSignedInServer();

  const latestOf = (family: string, personNum: string) =>
    env.server.db
      .prepare<[string, string], { id: string; data: string }>(
        `SELECT id, data FROM resource_records WHERE family = ? AND person_num = ?
          ORDER BY record_date DESC, created_at DESC LIMIT 1`,
      )
      .get(family, personNum)!;

  /** A hypertensive patient with visits and a 健康体检表 holding a height. */
  const patient = () =>
    env.server.db
      .prepare<[], { person_num: string }>(
        `SELECT v.person_num FROM resource_records v
          JOIN resource_records c ON c.family = 'healthCheckTables' AND c.person_num = v.person_num
         WHERE v.family = 'hypertensionFollowUp' AND json_extract(c.data, '$.height') IS NOT NULL
         ORDER BY v.person_num LIMIT 1`,
      )
      .get()!.person_num;

  const formInit = async (family: string, personNum: string) =>
    (await env.api.get<Row>(`/api/${family}/formInit?personNum=${personNum}`)).body.Response!;

  it('starts a hypertension visit with the last visit’s 身高, 体重 and plan', async () => {
    const personNum = patient();
    const last = JSON.parse(latestOf('hypertensionFollowUp', personNum).data) as Row;
    expect(last.height).toEqual(expect.any(Number));
    const init = await formInit('hypertensionFollowUp', personNum);
    expect(last.weight).toEqual(expect.any(Number));
    expect(init).toMatchObject({
      height: last.height,
      weight: last.weight,
      medications: last.medications,
    });
    // The visit's other measurements are never carried.
    expect(init.sbp).toBeUndefined();
  });

  it('takes 身高 from the newest 健康体检表 when the last visit has none', async () => {
    const personNum = patient();
    const { id } = latestOf('hypertensionFollowUp', personNum);
    env.server.db
      .prepare(`UPDATE resource_records SET data = json_remove(data, '$.height') WHERE id = ?`)
      .run(id);
    const check = JSON.parse(latestOf('healthCheckTables', personNum).data) as Row;
    expect((await formInit('hypertensionFollowUp', personNum)).height).toBe(check.height);
  });

  it('carries nothing measured into a child check', async () => {
    const child = env.server.db
      .prepare<[], { person_num: string }>(
        `SELECT person_num FROM resource_records WHERE family = 'toddlerHealthChecks' LIMIT 1`,
      )
      .get()!.person_num;
    const init = await formInit('toddlerHealthChecks', child);
    expect(init.personNum).toBe(child);
    expect(init.weight).toBeUndefined();
    expect(init.length).toBeUndefined();
  });
});
