import {
  DEDICATED_FAMILIES,
  DEDICATED_ROUTES,
  FAMILY_MODELS,
  type FamilyModel,
} from '../../../server/resources/familyModel';
import { CHRONIC_FOLLOW_UP_FAMILIES, MENTAL_TB_VISIT_FAMILIES } from '../../../src/domain/followUp';
import {
  concreteFamilies,
  routePath,
  wildcardFamilies,
} from '../../../src/services/contract/catalogue';
import { signInAs } from './helpers';
import {
  chinaToday,
  minimalBody,
  openCard,
  personBody,
  type Row,
  clientFor,
  sampleValue,
  signToPackage,
  teamChoiceFor,
} from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * What a create answers: 保存成功, or what the family's own step says it did (an application to
 * close an archive waits for the township under the default two steps, ARCHIVE_CLOSING_STEPS).
 */
const createdMessage = (familyId: string): string =>
  familyId === 'personapplyterminations' ? '注销申请已提交，待乡镇卫生院确认' : '保存成功';

/** Every concrete family of the catalogue on the generic store: list, get, create, update, deletes. */
describe('resource families', () => {
  const env = useSignedInServer();
  const today = chinaToday();

  it('serves every concrete family but the few with dedicated routes', () => {
    const generic = concreteFamilies.filter((family) => !DEDICATED_FAMILIES.has(family.id));
    expect(generic.length).toBeGreaterThan(100);
    expect([...FAMILY_MODELS.keys()].sort()).toEqual(generic.map((family) => family.id).sort());
  });

  const collectionUrl = (model: FamilyModel) =>
    routePath(model.spec, { path: '', method: 'GET', kind: 'query' });
  const recordUrl = (model: FamilyModel, id: unknown) =>
    `${collectionUrl(model)}/${encodeURIComponent(String(id))}`;

  /**
   * An agreement is signed with a team of the resident's hospital or above, and one of its
   * 团队医生 (signingTeams.ts): the signing families' residents are filed at a township centre
   * with a seeded team.
   */
  const SIGNING_FAMILIES = new Set(['signRegistes', 'signRegisteCheckMains']);
  const signingHome = (model: FamilyModel): Row => {
    if (!SIGNING_FAMILIES.has(model.id)) return {};
    const team = env.server.db
      .prepare<[], { hospital_id: string }>(
        `SELECT hospital_id FROM resource_records WHERE family = 'signTeams'
          ORDER BY created_at, id LIMIT 1`,
      )
      .get()!;
    return { hospitalId: team.hospital_id };
  };

  /**
   * A resident of its own for each service family (some allow one card per resident); a chronic
   * follow-up is only for a resident with that disease's management card, so one is opened first.
   */
  const newResident = async (model: FamilyModel): Promise<string> => {
    const created = await env.api.post('/api/persons', personBody(signingHome(model)));
    expect(created.status).toBe(201);
    const personNum = String(created.body.Response?.personNum);
    const card =
      CHRONIC_FOLLOW_UP_FAMILIES[model.id]?.cardFamilyId ??
      MENTAL_TB_VISIT_FAMILIES[model.id]?.cardFamilyId;
    if (card) await openCard(env.api, card, personNum);
    // 两病综合评估 is for a resident who holds both cards.
    if (model.id === 'twodiseaseassesss') {
      await openCard(env.api, 'hypertensionCard', personNum);
      await openCard(env.api, 'diabetesManager', personNum);
    }
    // 履约核查 checks an agreement in force: the resident signs the basic package first.
    if (model.id === 'signRegisteCheckMains') {
      await signToPackage(env.api, personNum, '基础服务包', today);
    }
    return personNum;
  };

  const models = [...FAMILY_MODELS.values()];
  const written = models.filter((model) => model.spec.verbs.create);
  const readOnly = models.filter((model) => !model.spec.verbs.create);

  it.each(written.map((model) => [model.id, model] as const))(
    '%s: create, list, get, update, deletes',
    async (_id, model) => {
      const unique = `${model.id.length}${Date.now() % 100_000}`;
      const personNum = model.personLinked ? await newResident(model) : undefined;
      const body = minimalBody(model, today, { personNum, unique });
      if (model.id === 'signRegistes') {
        const { teamId, doctorName } = await teamChoiceFor(env.api, personNum!);
        Object.assign(body, { teamId, doctorName });
      }

      const created = await env.api.post(collectionUrl(model), body);
      expect({ status: created.status, message: created.body.Message }).toEqual({
        status: 201,
        message: createdMessage(model.id),
      });
      const record = created.body.Response as Row;
      const id = record[model.idField];
      expect(id).toEqual(expect.any(String));
      expect(record).toMatchObject({ createdBy: '王建国', updatedBy: '王建国' });
      expect(record.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      for (const lifecycle of model.lifecycles) {
        expect(record[lifecycle.field]).toBe(lifecycle.initial);
      }

      const list = await env.api.list(`${collectionUrl(model)}?PageSize=500`);
      expect(list.status).toBe(200);
      expect(list.body.Response).toMatchObject({ PageNumber: 1, PageSize: 500 });
      expect(list.body.Response?.items.some((row) => row[model.idField] === id)).toBe(true);

      if (!DEDICATED_ROUTES[model.id]?.includes('get')) {
        const read = await env.api.get(recordUrl(model, id));
        expect(read.status).toBe(200);
        expect(read.body.Response).toEqual(record);
      }

      const textField = [...model.inputFields.values()].find(
        (field) =>
          field.kind === 'textarea' ||
          (field.kind === 'text' &&
            !field.required &&
            !/(Num|No|Code|Id|SN|Acc)$/.test(field.name)),
      );
      const change: Row = model.declared
        ? textField
          ? { [textField.name]: '已修改' }
          : {}
        : { remark: '已修改' };
      const updated = await env.api.put(recordUrl(model, id), { ...record, ...change });
      if (!model.spec.verbs.update) {
        // A family without 修改 (档案注销申请 is confirmed or rejected, never edited).
        expect({ status: updated.status, message: updated.body.Message }).toEqual({
          status: 404,
          message: '接口不存在',
        });
      } else {
        expect({ status: updated.status, message: updated.body.Message }).toEqual({
          status: 200,
          message: '保存成功',
        });
        expect(updated.body.Response).toMatchObject({ ...change, createdAt: record.createdAt });
      }

      const deleted = await env.api.post(`${collectionUrl(model)}/deletes`, [id]);
      expect(deleted.status).toBe(200);
      expect(deleted.body.Response).toEqual({ deleted: 1 });
      if (!DEDICATED_ROUTES[model.id]?.includes('get')) {
        const gone = await env.api.get(recordUrl(model, id));
        expect({ status: gone.status, message: gone.body.Message }).toEqual({
          status: 404,
          message: '记录不存在',
        });
      }
    },
  );

  // Families the server keeps from other records (居民金币) or computes (the seeded reports):
  // read and exported, never written through their collection path.
  it.each(readOnly.map((model) => [model.id, model] as const))(
    '%s: lists and exports, refuses writes',
    async (_id, model) => {
      expect(model.declared).toBe(true);
      const list = await env.api.list(`${collectionUrl(model)}?PageSize=5`);
      expect(list.status).toBe(200);
      expect(list.body.Response?.items.length).toBeGreaterThan(0);
      expect((await env.api.raw(`${collectionUrl(model)}/excel`)).statusCode).toBe(200);
      const body = minimalBody(model, today, { unique: 'ro' });
      expect((await env.api.post(collectionUrl(model), body)).status).toBe(404);
    },
  );

  it('moves every record through its lifecycle verbs, stamping time and operator', async () => {
    let checked = 0;
    for (const model of models.filter((m) => m.lifecycles.length > 0)) {
      let personNum = model.personLinked ? await newResident(model) : undefined;
      // 收费 needs a package with a personal share: a hypertensive resident signs that package.
      if (model.id === 'signRegistes') await openCard(env.api, 'hypertensionCard', personNum!);
      const create = async (): Promise<Row> => {
        const created = await env.api.post(
          collectionUrl(model),
          minimalBody(model, today, { personNum, unique: `lc${checked}` }),
        );
        expect([model.id, created.status, created.body.Message]).toEqual([
          model.id,
          201,
          createdMessage(model.id),
        ]);
        return created.body.Response as Row;
      };
      const record =
        model.id === 'signRegistes'
          ? await signToPackage(env.api, personNum!, '高血压患者服务包', today)
          : await create();
      let id = record[model.idField];
      const routes = { ...model.spec.verbs, ...model.spec.extras };
      for (const lifecycle of model.lifecycles) {
        // A lifecycle no step leads back from (an application is confirmed or rejected, once):
        // each step after the first is taken on a new record of a new resident.
        const oneWay = !Object.values(lifecycle.transitions).includes(lifecycle.initial);
        let stepped = false;
        for (const [action, target] of Object.entries(lifecycle.transitions)) {
          const route = routes[action as keyof typeof routes];
          if (!route || target === undefined) continue;
          if (oneWay && stepped) {
            personNum = model.personLinked ? await newResident(model) : undefined;
            id = (await create())[model.idField];
          }
          stepped = true;
          const current = (await env.api.get(recordUrl(model, id))).body.Response?.[
            lifecycle.field
          ];
          const url = route.withId
            ? `${routePath(model.spec, route)}/${encodeURIComponent(String(id))}`
            : routePath(model.spec, route);
          // A step that asks for fields (解约's reason, 收费's 支付方式) is sent them.
          const asked = route.asks?.length
            ? Object.fromEntries(
                route.asks.map((name) => [name, sampleValue(model.fieldByName.get(name)!, today)]),
              )
            : undefined;
          const reply = await env.api.post(url, route.withId ? asked : [id]);
          if (current === target) {
            expect(route.withId ? reply.status : 200).toBe(route.withId ? 409 : 200);
            continue;
          }
          expect({ family: model.id, action, status: reply.status }).toEqual({
            family: model.id,
            action,
            status: 200,
          });
          const after = (await env.api.get(recordUrl(model, id))).body.Response as Row;
          expect(after[lifecycle.field]).toBe(target);
          expect(after[`${lifecycle.field}By`]).toBe('王建国');
          expect(after[`${lifecycle.field}Time`]).toEqual(expect.any(String));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('answers the wildcard families with an empty list or a readable 404', async () => {
    for (const family of wildcardFamilies) {
      const read = await env.api.list(`${family.prefix}anything`);
      expect(read.status).toBe(200);
      expect(read.body.Response).toEqual({ items: [], total: 0, PageNumber: 1, PageSize: 20 });
      const write = await env.api.post(`${family.prefix}anything`, {});
      expect(write.status).toBe(404);
      expect(write.body.Message).toBe(`${family.title}：该接口暂未开放`);
    }
  });

  it('leaves the dedicated routes to their own files', async () => {
    const copd = await env.api.get('/api/systemParams/IsAllowInputCOPD');
    expect(copd.body.Response).toMatchObject({ SystemKey: 'IsAllowInputCOPD' });
    const releases = await env.api.list('/api/versionupdate');
    expect(releases.body.Response?.items.length).toBeGreaterThan(0);
    expect((await env.api.post('/api/versionupdate', {})).status).toBe(404);
  });

  it('stores base64 files and sends them back', async () => {
    const content = Buffer.from('随访记录扫描件').toString('base64');
    const saved = await env.api.post<{ Id: string; Name: string }[]>(
      '/api/fileStorageInfos/base64Files',
      [{ Name: '随访记录.txt', ImageBase64: content }],
    );
    expect(saved.status).toBe(201);
    const [file] = saved.body.Response ?? [];
    expect(file?.Name).toBe('随访记录.txt');
    const download = await env.api.raw(`/api/fileStorageInfos/downloadFile/${String(file?.Id)}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('随访记录扫描件');
    expect(String(download.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('随访记录.txt')}`,
    );
    const bad = await env.api.post('/api/fileStorageInfos/base64Files', [
      { Name: 'x', ImageBase64: '%%%' },
    ]);
    expect(bad.status).toBe(400);
  });

  it('disables a sign-in account through sysUsers/state and revokes its tokens', async () => {
    const township = await signInAs(env.server.app, 'xzys01');
    const users = await env.api.list('/api/sysUsers?userAcc=xzys01');
    const id = String(users.body.Response?.items[0]?.ID);
    const off = await env.api.put(`/api/sysUsers/state/${id}`, { state: '2' });
    expect(off.body).toMatchObject({ Success: true, Message: '已停用', Response: { state: '2' } });
    const revoked = await clientFor(env.server.app, township).list('/api/persons');
    expect(revoked.status).toBe(401);
    const on = await env.api.put(`/api/sysUsers/state/${id}`, { state: '1' });
    expect(on.body.Message).toBe('已启用');
    expect((await signInAs(env.server.app, 'xzys01')).UserAcc).toBe('xzys01');
    const own = (await env.api.list('/api/sysUsers?userAcc=qyadmin')).body.Response?.items[0];
    expect(
      (await env.api.put(`/api/sysUsers/state/${String(own?.ID)}`, { state: '2' })).status,
    ).toBe(409);
  });

  it('answers under /GWEHR as well', async () => {
    const list = await env.api.list('/GWEHR/api/persons?PageSize=1');
    expect(list.status).toBe(200);
    expect(list.body.Response?.total).toBeGreaterThanOrEqual(2000);
    const unknown = await env.api.get('/GWEHR/api/noSuchFamily');
    expect(unknown.status).toBe(404);
  });
});
