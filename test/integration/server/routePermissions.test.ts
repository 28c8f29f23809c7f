import Fastify, { type RouteOptions } from 'fastify';

import { type AuthUser } from '../../../server/auth/authUser';
import { loadConfig } from '../../../server/config';
import { createServerContext } from '../../../server/context';
import { FAMILY_MODELS } from '../../../server/resources/familyModel';
import {
  EXTRA_PERMISSIONS,
  resourcePermission,
} from '../../../server/resources/resourcePermissions';
import { buildRouteTable } from '../../../server/resources/resourceRoutes';
import { apiPlugin } from '../../../server/routes/apiPlugin';
import { dedicatedPermission } from '../../../server/routes/routePermissions';
import {
  assertPermission,
  PAGE_MESSAGE,
  PERMISSION_MESSAGE,
  type RoutePermission,
} from '../../../server/security/routePermission';
import { loadServerSecrets } from '../../../server/security/secrets';
import { MENU_TREE, type MenuSeed } from '../../../server/seed/menus';
import { AUDIT_EVENTS_EXCEL_PATH, AUDIT_EVENTS_PATH } from '../../../src/services/contract/audit';
import { CHRONIC_PATHS } from '../../../src/services/contract/chronicPaths';
import { freshDemoDatabase } from '../../utils/demoDatabase';

/** Every route the /api plugin registers, under both mounts, as Fastify's onRoute sees it. */
const registeredRoutes = async (): Promise<{
  routes: RouteOptions[];
  db: ReturnType<typeof freshDemoDatabase>;
  close(): void;
}> => {
  const config = { ...loadConfig({}), dbFile: ':memory:', captchaFixedCode: 'TEST' };
  const db = freshDemoDatabase();
  const ctx = createServerContext(config, db, loadServerSecrets(':memory:'));
  const app = Fastify({ logger: false });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorateRequest('user', null);
  await app.register(apiPlugin, { prefix: '', ctx });
  await app.register(apiPlugin, { prefix: '/GWEHR', ctx });
  await app.ready();
  return {
    routes,
    db,
    close: () => {
      void app.close();
      db.close();
    },
  };
};

describe('every route declares the permission it needs', () => {
  it('hand-written routes: a declaration in routePermissions.ts or config', async () => {
    const { routes, close } = await registeredRoutes();
    try {
      expect(routes.length).toBeGreaterThan(30);
      const undeclared = routes
        .filter((route) => {
          const prefix = route.url.startsWith('/GWEHR/') ? '/GWEHR' : '';
          return !dedicatedPermission(route.url, prefix, route.config ?? {});
        })
        .map((route) => `${String(route.method)} ${route.url}`);
      expect(undeclared).toEqual([]);
    } finally {
      close();
    }
  });

  it('catalogue routes: every verb and named extra of the dispatcher table', () => {
    const table = buildRouteTable();
    const entries = [...table.plain.values(), ...table.withId.values()];
    expect(entries.length).toBeGreaterThan(500);
    const undeclared = entries
      .filter((entry) => !resourcePermission(entry.model, entry.key))
      .map((entry) => `${entry.model.id}.${entry.key}`);
    expect(undeclared).toEqual([]);
  });

  /** `{component}:{verb}` of every button the seeded menus put on a page (server/seed/menus.ts). */
  const seededButtonCodes = (items: readonly MenuSeed[]): string[] =>
    items.flatMap((item) => [
      ...(item.verbs ?? []).map((verb) => `${item.component}:${verb}`),
      ...seededButtonCodes(item.children ?? []),
    ]);

  it('declares no extra the catalogue lacks, and names buttons of real families or pages', () => {
    const pageButtons = new Set(seededButtonCodes(MENU_TREE));
    for (const [family, extras] of Object.entries(EXTRA_PERMISSIONS)) {
      const model = FAMILY_MODELS.get(family);
      expect({ family, known: model !== undefined }).toEqual({ family, known: true });
      for (const [key, permission] of Object.entries(extras)) {
        expect({ family, key, known: key in model!.spec.extras }).toEqual({
          family,
          key,
          known: true,
        });
        if (permission.access === 'button') {
          // A family's code, or a button a dedicated page holds (重复档案's 合并).
          const real =
            FAMILY_MODELS.has(permission.code.split(':')[0]!) || pageButtons.has(permission.code);
          expect({ family, key, code: permission.code, real }).toEqual({
            family,
            key,
            code: permission.code,
            real: true,
          });
        }
      }
    }
  });

  it('needs a button for every write, export and lifecycle step of the catalogue', () => {
    const table = buildRouteTable();
    const open = [...table.plain.values(), ...table.withId.values()]
      .filter((entry) => entry.route.kind !== 'query')
      .filter((entry) => resourcePermission(entry.model, entry.key)?.access !== 'button')
      .map((entry) => `${entry.model.id}.${entry.key}`)
      .sort();
    // Uploading a form's attachment and downloading one the user may read are the only ones.
    expect(open).toEqual([
      'fileStorageInfos.base64Files',
      'fileStorageInfos.downloadFile',
      'fileStorageInfos.files',
    ]);
  });

  describe('page and admin declarations', () => {
    let registered: Awaited<ReturnType<typeof registeredRoutes>>;
    beforeAll(async () => {
      registered = await registeredRoutes();
    }, 30_000);
    afterAll(() => registered.close());

    const declarationOf = (route: RouteOptions) =>
      dedicatedPermission(
        route.url,
        route.url.startsWith('/GWEHR/') ? '/GWEHR' : '',
        route.config ?? {},
      );

    it('the work-list, indicator and audit routes declare their page or the administrator', () => {
      const declared = (path: string) =>
        ['', '/GWEHR'].map((prefix) => {
          const route = registered.routes.find((item) => item.url === `${prefix}${path}`);
          return route && declarationOf(route);
        });
      const worklist = { access: 'page', component: 'followUpWorklist' };
      const indicators = { access: 'page', component: 'chronicIndicators' };
      const auditor = { access: 'admin', message: '仅区域管理员可以查看操作日志' };
      const expected: Record<string, object> = {
        [CHRONIC_PATHS.worklist]: worklist,
        [CHRONIC_PATHS.worklistSummary]: worklist,
        [CHRONIC_PATHS.worklistExcel]: { ...worklist, button: 'followUpWorklist:excel' },
        [CHRONIC_PATHS.indicators]: indicators,
        [CHRONIC_PATHS.indicatorDetails]: indicators,
        [CHRONIC_PATHS.indicatorDetailsExcel]: {
          ...indicators,
          button: 'chronicIndicators:excel',
        },
        [AUDIT_EVENTS_PATH]: auditor,
        [AUDIT_EVENTS_EXCEL_PATH]: auditor,
      };
      for (const [path, permission] of Object.entries(expected)) {
        expect({ path, declared: declared(path) }).toEqual({
          path,
          declared: [permission, permission],
        });
      }
    });

    it('name menu pages of the seed, and buttons of those pages', () => {
      const pages = registered.routes
        .map(declarationOf)
        .filter((permission) => permission?.access === 'page');
      expect(pages.length).toBeGreaterThanOrEqual(12);
      for (const permission of pages) {
        const { component, button } = permission;
        const page = registered.db
          .prepare<[string], { function_id: string }>(
            'SELECT function_id FROM functions WHERE menu_componet = ?',
          )
          .get(component);
        expect({ component, page: page !== undefined }).toEqual({ component, page: true });
        if (button === undefined) continue;
        // A page's buttons hang on the page or on its formBtns child.
        const owner = registered.db
          .prepare<[{ button: string; page: string }], { function_id: string }>(
            `SELECT d.function_id FROM function_details d JOIN functions f
               ON f.function_id = d.function_id
             WHERE d.fun_detail_id = @button AND (f.function_id = @page OR f.parent_id = @page)`,
          )
          .get({ button, page: page!.function_id });
        expect({ button, ofPage: owner !== undefined }).toEqual({ button, ofPage: true });
      }
    });
  });

  describe('the one check enforces page and admin declarations', () => {
    let db: ReturnType<typeof freshDemoDatabase>;
    beforeAll(() => {
      db = freshDemoDatabase();
    });
    afterAll(() => db.close());

    /** A user of a demo account's group (the check reads only the group and IsAdmin). */
    const userOf = (account: string): AuthUser => {
      const row = db
        .prepare<[string], { user_id: number; group_id: number; is_admin: number }>(
          'SELECT user_id, group_id, is_admin FROM users WHERE account = ?',
        )
        .get(account)!;
      return {
        id: row.user_id,
        account,
        hospitalId: '',
        groupId: row.group_id,
        isAdmin: row.is_admin === 1,
        manageRoot: '',
        managedHospitalIds: [],
      };
    };
    const refusal = (user: AuthUser, permission: RoutePermission): string | undefined => {
      try {
        assertPermission(db, user, permission);
        return undefined;
      } catch (error) {
        return `${(error as { statusCode: number }).statusCode} ${(error as Error).message}`;
      }
    };

    const worklist = dedicatedPermission(CHRONIC_PATHS.worklist, '', {})!;
    const worklistExcel = dedicatedPermission(CHRONIC_PATHS.worklistExcel, '', {})!;
    const audit = dedicatedPermission(AUDIT_EVENTS_PATH, '', {})!;

    it('lets a group with the page in, and its export only with the button', () => {
      const township = userOf('xzys01');
      const village = userOf('cunyi01');
      expect(refusal(township, worklist)).toBeUndefined();
      expect(refusal(township, worklistExcel)).toBeUndefined();
      expect(refusal(village, worklist)).toBeUndefined();
      expect(refusal(village, worklistExcel)).toBe(`403 ${PERMISSION_MESSAGE}`);
    });

    it('refuses the page and its export once the page leaves the group’s menu', () => {
      const township = userOf('xzys01');
      db.prepare(
        `DELETE FROM group_functions WHERE group_id = ? AND function_id IN
           (SELECT function_id FROM functions WHERE menu_componet = 'followUpWorklist')`,
      ).run(township.groupId);
      expect(refusal(township, worklist)).toBe(`403 ${PAGE_MESSAGE}`);
      expect(refusal(township, worklistExcel)).toBe(`403 ${PAGE_MESSAGE}`);
      // The regional administrator keeps every page.
      expect(refusal(userOf('qyadmin'), worklistExcel)).toBeUndefined();
    });

    it('lets only the regional administrator read the audit trail', () => {
      expect(refusal(userOf('qyadmin'), audit)).toBeUndefined();
      expect(refusal(userOf('xzys01'), audit)).toBe('403 仅区域管理员可以查看操作日志');
      expect(refusal(userOf('gwservice'), audit)).toBe('403 仅区域管理员可以查看操作日志');
    });
  });
});
