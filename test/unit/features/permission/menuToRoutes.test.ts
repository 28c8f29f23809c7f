import {
  type MenuItem,
  firstPageOf,
  leadingPages,
  matchMenuRoute,
  menuToRoutes,
  joinPath,
} from '@/features/permission';

import { PLAIN_PAGE_FLAGS } from '../../../utils/plainPageMeta';

const page = (
  link: string,
  component: string,
  title: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  MenuLink: link,
  MenuComponet: component,
  MenuName: component,
  FunctionName: title,
  IcoName: 'form',
  Buttons: [],
  NextMenus: [],
  ...extra,
});

const buttons = (parentName: string, codes: string[]): MenuItem => ({
  MenuLink: 'formBtns',
  MenuComponet: '',
  MenuName: `${parentName}Btns`,
  FunctionName: `${parentName}按钮`,
  IcoName: '',
  Buttons: codes.map((code) => ({ FunDetailID: code })),
  NextMenus: [],
});

const container = (
  link: string,
  title: string,
  children: MenuItem[],
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  MenuLink: link,
  MenuComponet: 'Layout',
  MenuName: link.replace(/\W/g, ''),
  FunctionName: title,
  IcoName: 'documentation',
  Buttons: [],
  NextMenus: children,
  ...extra,
});

const MENU: MenuItem[] = [
  container('/archives', '居民健康档案', [
    page('/archives/persons', 'persons', '个人健康档案', {
      NextMenus: [buttons('Persons', ['persons:create', 'persons:update'])],
    }),
    page('familys', 'familys', '家庭健康档案'),
  ]),
  container('/chronic', '慢病管理', [
    container('/chronic/copd', '慢性阻塞性肺疾病管理', [
      page('/chronic/copd/copdcards', 'copdcards', '慢性阻塞性肺疾病专项档案', {
        NextMenus: [buttons('Copd', ['copdcards:create'])],
      }),
    ]),
    container('/chronic/hypertension', '高血压管理', [
      page('/chronic/hypertension/hypertensionFollowUp', 'hypertensionFollowUp', '高血压随访记录'),
    ]),
  ]),
  container('/education', '健康教育', [
    page('https://www.nhc.gov.cn/', 'https://www.nhc.gov.cn/', '国家基本公共卫生服务规范'),
  ]),
];

describe('menuToRoutes', () => {
  const { routes, buttonCodes } = menuToRoutes(MENU, { copdEnabled: true });

  it('turns Layout items into containers whose crumb is not clickable', () => {
    const archives = routes[0]!;
    expect(archives).toMatchObject({ path: '/archives', kind: 'container', component: '' });
    expect(archives.meta).toMatchObject({
      title: '居民健康档案',
      icon: 'documentation',
      noRedirect: true,
    });
  });

  it('keeps the component name of pages and joins relative links to the parent path', () => {
    const [persons, familys] = routes[0]!.children;
    expect(persons).toMatchObject({
      path: '/archives/persons',
      kind: 'page',
      component: 'persons',
    });
    expect(persons!.meta).toMatchObject({ title: '个人健康档案', ...PLAIN_PAGE_FLAGS });
    expect(familys!.path).toBe('/archives/familys');
  });

  it('makes http(s) components external links, not routes with pages', () => {
    const link = routes[2]!.children[0]!;
    expect(link).toMatchObject({
      kind: 'external',
      url: 'https://www.nhc.gov.cn/',
      path: 'https://www.nhc.gov.cn/',
    });
    expect(matchMenuRoute(routes, '/education')?.route.kind).toBe('container');
  });

  it('turns formBtns items into their parent page buttons, never into routes', () => {
    const persons = routes[0]!.children[0]!;
    expect(persons.buttons).toEqual(['persons:create', 'persons:update']);
    expect(persons.children).toEqual([]);
    expect(buttonCodes).toEqual(['persons:create', 'persons:update', 'copdcards:create']);
  });

  it('reads the optional flags (hidden, alwaysShow, affix, noCache, activeMenu, breadcrumb)', () => {
    const mapped = menuToRoutes(
      [
        page('/a', 'a', 'A', { Hidden: 1, AlwaysShow: '1', Affix: true, NoCache: 'true' }),
        page('/b', 'b', 'B', { Hidden: '0', Breadcrumb: 0, ActiveMenu: '/a' }),
      ],
      { copdEnabled: true },
    ).routes;
    expect(mapped[0]!.meta).toMatchObject({
      hidden: true,
      alwaysShow: true,
      affix: true,
      noCache: true,
    });
    expect(mapped[1]!.meta).toMatchObject({ hidden: false, breadcrumb: false, activeMenu: '/a' });
  });

  it('leaves the COPD items out (with their buttons) when the setting is 0', () => {
    const without = menuToRoutes(MENU, { copdEnabled: false });
    const chronic = without.routes[1]!;
    expect(chronic.children.map((child) => child.meta.title)).toEqual(['高血压管理']);
    expect(without.buttonCodes).not.toContain('copdcards:create');
    expect(matchMenuRoute(without.routes, '/chronic/copd/copdcards')).toBeNull();
  });

  it('keeps an unknown component name on the route (the registry decides what it shows)', () => {
    const mapped = menuToRoutes([page('/x/odd', 'noSuchPage', '奇怪的页面')], {
      copdEnabled: true,
    });
    expect(mapped.routes[0]).toMatchObject({ kind: 'page', component: 'noSuchPage' });
  });

  it('survives a malformed tree', () => {
    expect(menuToRoutes(null, { copdEnabled: true })).toEqual({ routes: [], buttonCodes: [] });
    const odd = menuToRoutes(
      [
        { ...page('', '', ''), MenuName: '' },
        page('/ok', 'ok', 'OK', { NextMenus: null, Buttons: null }),
      ],
      {
        copdEnabled: true,
      },
    );
    expect(odd.routes.map((route) => route.path)).toEqual(['/ok']);
  });

  it('is deterministic', () => {
    expect(menuToRoutes(MENU, { copdEnabled: true })).toEqual(
      menuToRoutes(MENU, { copdEnabled: true }),
    );
  });
});

describe('joinPath', () => {
  it.each([
    ['', '/a', '/a'],
    ['/a', 'b', '/a/b'],
    ['/a', '/c', '/c'],
    ['/a/', 'b/', '/a/b'],
    ['', '/', '/'],
  ])('joinPath(%j, %j) = %j', (parent, link, expected) => {
    expect(joinPath(parent, link)).toBe(expected);
  });
});

describe('matchMenuRoute', () => {
  const { routes } = menuToRoutes(
    [
      ...MENU,
      container('/deep', '一级', [
        container('/deep/two', '二级', [
          container('/deep/two/three', '三级', [page('/deep/two/three/leaf', 'leaf', '四级页面')]),
        ]),
      ]),
      container('/records', '记录', [
        page('/records/:id', 'recordDetail', '记录详情'),
        page('/records/new', 'recordNew', '新建记录'),
      ]),
    ],
    { copdEnabled: true },
  );

  it('finds a page at any depth with its ancestors', () => {
    const found = matchMenuRoute(routes, '/deep/two/three/leaf');
    expect(found?.route.meta.title).toBe('四级页面');
    expect(found?.ancestors.map((route) => route.meta.title)).toEqual(['一级', '二级', '三级']);
  });

  it('prefers a static path over a pattern and reads the parameters', () => {
    expect(matchMenuRoute(routes, '/records/new')?.route.component).toBe('recordNew');
    expect(matchMenuRoute(routes, '/records/42')).toMatchObject({ params: { id: '42' } });
  });

  it('returns null for a path the menu does not have', () => {
    expect(matchMenuRoute(routes, '/nowhere')).toBeNull();
  });

  it('finds a container landing page and the leading pages for the home shortcuts', () => {
    expect(firstPageOf(routes[1]!)?.path).toBe('/chronic/copd/copdcards');
    expect(leadingPages(routes, 3).map((route) => route.path)).toEqual([
      '/archives/persons',
      '/archives/familys',
      '/chronic/copd/copdcards',
    ]);
  });
});
