import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  matchPrintPath,
  OWN_PRINT_ROUTES,
  PRINT_ROUTES,
  printPath,
  printRouteByName,
  SPEC_PRINT_ROUTES,
} from '@/services/contract';

import { familyModel } from '../../../server/resources/familyModel';
import fixture from '../../fixtures/spec-2.3-print-routes.json';
import { extractPrintRoutes } from '../../utils/extractPrintRoutes';

const SPEC_FILE = path.resolve(__dirname, '../../../../shared/spec/platform-spec.md');

describe('print routes cover spec 2.3', () => {
  it('declares exactly the routes of the fixture, in its order', () => {
    expect(SPEC_PRINT_ROUTES.map((route) => route.pattern)).toEqual(fixture.routes);
  });

  it('adds routes of our own only after the spec’s, on paths the spec does not use', () => {
    expect(PRINT_ROUTES).toEqual([...SPEC_PRINT_ROUTES, ...OWN_PRINT_ROUTES]);
    for (const own of OWN_PRINT_ROUTES) expect(fixture.routes).not.toContain(own.pattern);
  });

  const specText = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : null;
  (specText ? it : it.skip)('fixture matches the routes the spec lists today', () => {
    expect(extractPrintRoutes(specText ?? '')).toEqual(fixture.routes);
  });

  it('gives every route a unique name, a Chinese title and a family the server stores', () => {
    const names = PRINT_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of PRINT_ROUTES) {
      expect(route.title).toMatch(/[\u4e00-\u9fff]/);
      expect(familyModel(route.family).id).toBe(route.family);
      expect(printRouteByName(route.name)).toBe(route);
    }
  });
});

describe('matchPrintPath', () => {
  it.each([
    ['/print/printCover/P1', 'printCover', { personNum: 'P1' }],
    [
      '/print/hypertensionFollowPrint/P1/42',
      'hypertensionFollowPrint',
      { personNum: 'P1', highbloodID: '42' },
    ],
    ['/print/printPersonFiles/P1', 'printPersonFiles', { personNum: 'P1' }],
    [
      '/print/printPersonFiles/printActivitiesList/P1',
      'printPersonFiles/printActivitiesList',
      { personNum: 'P1' },
    ],
    ['/print/printAssessment', 'printAssessment', {}],
    ['/print/printAssessment/', 'printAssessment', {}],
    [
      '/print/comprehensive-reg/P1/%E5%BC%A0%E4%B8%89',
      'comprehensive-reg',
      { personNum: 'P1', personName: '张三' },
    ],
  ])('%s → %s', (pathname, name, params) => {
    const match = matchPrintPath(pathname);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each(['/print/printCover', '/print/printCover/P1/extra', '/print/unknown/1', '/printCover/1'])(
    'matches nothing for %s',
    (pathname) => {
      expect(matchPrintPath(pathname)).toBeUndefined();
    },
  );

  it('builds the path back from the parameters', () => {
    const route = printRouteByName('printInformedConsentForm')!;
    const pathname = printPath(route, { type: '1', sn: 'a/b', personNum: 'P1' });
    expect(pathname).toBe('/print/printInformedConsentForm/1/a%2Fb/P1');
    expect(matchPrintPath(pathname)?.params).toEqual({ type: '1', sn: 'a/b', personNum: 'P1' });
  });
});
