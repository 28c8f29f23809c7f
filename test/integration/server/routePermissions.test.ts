import Fastify, { type RouteOptions } from 'fastify';

import { loadConfig } from '../../../server/config';
import { createServerContext } from '../../../server/context';
import { prepareDatabase } from '../../../server/db/prepareDatabase';
import { FAMILY_MODELS } from '../../../server/resources/familyModel';
import {
  EXTRA_PERMISSIONS,
  resourcePermission,
} from '../../../server/resources/resourcePermissions';
import { buildRouteTable } from '../../../server/resources/resourceRoutes';
import { apiPlugin } from '../../../server/routes/apiPlugin';
import { dedicatedPermission } from '../../../server/routes/routePermissions';
import { loadServerSecrets } from '../../../server/security/secrets';

/** Every route the /api plugin registers, under both mounts, as Fastify's onRoute sees it. */
const registeredRoutes = async (): Promise<{ routes: RouteOptions[]; close(): void }> => {
  const config = { ...loadConfig({}), dbFile: ':memory:', captchaFixedCode: 'TEST' };
  const db = prepareDatabase(':memory:');
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

  it('declares no extra the catalogue lacks, and names buttons of real families', () => {
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
          expect(FAMILY_MODELS.has(permission.code.split(':')[0]!)).toBe(true);
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
});
