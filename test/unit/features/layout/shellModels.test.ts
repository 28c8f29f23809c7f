import {
  buildBreadcrumb,
  buildSideItems,
  documentTitle,
  type MatchedLevel,
  nextOpenKeys,
  resolveRoute,
  submenuPaths,
} from '@/features/layout';
import { menuToRoutes, type MenuItem, type RouteMeta } from '@/features/permission';

import { PLAIN_PAGE_FLAGS } from '../../../utils/plainPageMeta';

const meta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  icon: '',
  ...PLAIN_PAGE_FLAGS,
  ...extra,
});
const level = (path: string, title: string, extra: Partial<RouteMeta> = {}): MatchedLevel => ({
  path,
  meta: meta(title, extra),
});

describe('breadcrumb', () => {
  it('starts with a home crumb unless the first matched route is Home', () => {
    expect(buildBreadcrumb([level('/home', '首页')])).toEqual([{ title: '首页', to: null }]);
    expect(
      buildBreadcrumb([level('/a', '档案', { noRedirect: true }), level('/a/b', '个人')]),
    ).toEqual([
      { title: '首页', to: '/home' },
      { title: '档案', to: null },
      { title: '个人', to: null },
    ]);
  });

  it('skips routes without a title or with breadcrumb false', () => {
    const crumbs = buildBreadcrumb([
      level('/a', ''),
      level('/a/b', '隐藏', { breadcrumb: false }),
      level('/a/b/c', '页面'),
    ]);
    expect(crumbs.map((crumb) => crumb.title)).toEqual(['首页', '页面']);
  });

  it('makes the last crumb and noRedirect crumbs not clickable, others links', () => {
    const crumbs = buildBreadcrumb([
      level('/a', 'A'),
      level('/a/b', 'B', { noRedirect: true }),
      level('/a/b/c', 'C'),
    ]);
    expect(crumbs).toEqual([
      { title: '首页', to: '/home' },
      { title: 'A', to: '/a' },
      { title: 'B', to: null },
      { title: 'C', to: null },
    ]);
  });
});

const item = (
  link: string,
  component: string,
  title: string,
  next: MenuItem[] = [],
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  MenuLink: link,
  MenuComponet: component,
  MenuName: title,
  FunctionName: title,
  IcoName: component === 'Layout' ? 'tree' : '',
  NextMenus: next,
  ...extra,
});

const ROUTES = menuToRoutes(
  [
    item('/archives', 'Layout', '档案', [
      item('/archives/persons', 'persons', '个人'),
      item('/archives/familys', 'familys', '家庭'),
    ]),
    item('/sign', 'Layout', '签约', [item('/sign/signRegistes', 'signRegistes', '签约登记')]),
    item('/kept', 'Layout', '保留', [item('/kept/one', 'one', '唯一')], { AlwaysShow: 1 }),
    item('/hidden', 'hidden', '隐藏页', [], { Hidden: 1 }),
    item('/edu', 'Layout', '教育', [
      item('https://www.nhc.gov.cn/', 'https://www.nhc.gov.cn/', '规范'),
      item('/edu/h', 'h', '活动'),
    ]),
    item('/empty', 'Layout', '空', [item('/empty/x', 'x', 'X', [], { Hidden: true })]),
  ],
  { copdEnabled: true },
).routes;

describe('side menu', () => {
  const items = buildSideItems(ROUTES);

  it('lifts a single visible child unless alwaysShow, and skips hidden routes and empty containers', () => {
    expect(items.map((entry) => [entry.key, entry.title, entry.children?.length ?? null])).toEqual([
      ['/archives', '档案', 2],
      ['/sign/signRegistes', '签约登记', null],
      ['/kept', '保留', 1],
      ['/edu', '教育', 2],
    ]);
    // The lifted child borrows the parent's icon when it has none.
    expect(items[1]?.icon).toBe('tree');
  });

  it('keeps external entries as links with their address', () => {
    expect(items[3]?.children?.[0]).toMatchObject({
      url: 'https://www.nhc.gov.cn/',
      children: null,
    });
  });

  it('opens one submenu at a time', () => {
    const paths = submenuPaths([
      {
        key: '/a',
        title: 'A',
        icon: '',
        url: null,
        children: [
          {
            key: '/a/x',
            title: 'X',
            icon: '',
            url: null,
            children: [{ key: '/a/x/1', title: '1', icon: '', url: null, children: null }],
          },
        ],
      },
      { key: '/b', title: 'B', icon: '', url: null, children: [] },
    ]);
    expect(nextOpenKeys(['/a'], ['/a', '/b'], paths)).toEqual(['/b']);
    expect(nextOpenKeys(['/a'], ['/a', '/a/x'], paths)).toEqual(['/a', '/a/x']);
    expect(nextOpenKeys(['/a', '/a/x'], ['/a'], paths)).toEqual(['/a']);
  });
});

describe('route resolution', () => {
  it('resolves Home as an affix shell route', () => {
    expect(resolveRoute('/home', ROUTES)).toMatchObject({
      source: 'shell',
      title: '首页',
      tabTitle: '首页',
      meta: { affix: true },
    });
  });

  it('puts the personnel name in front of the dialog tab titles (spec 2.1)', () => {
    const encoded = encodeURIComponent('张三');
    expect(resolveRoute(`/dialog/comprehensive-reg/P001/${encoded}`, ROUTES)?.tabTitle).toBe(
      '张三综合档案登记',
    );
    expect(resolveRoute('/dialog/view-person-info/P001/李四', ROUTES)?.tabTitle).toBe(
      '李四档案信息查看',
    );
    expect(resolveRoute('/dialog/health-profile/P001/王五', ROUTES)).toMatchObject({
      title: '健康画像',
      tabTitle: '王五健康画像',
    });
    expect(resolveRoute('/dialog/timeline', ROUTES)?.title).toBe('更新时间轴');
    expect(resolveRoute('/flowResponse', ROUTES)).not.toBeNull();
  });

  it('titles a drill-down tab with the figure it lists, so two drill-downs differ', () => {
    const htn = resolveRoute('/dialog/report-details/H1/htnStandard', ROUTES);
    const dm = resolveRoute('/dialog/report-details/H1/dmControlled', ROUTES);
    expect(htn).toMatchObject({ title: '报表明细', tabTitle: '高血压规范管理人数明细' });
    expect(dm?.tabTitle).toBe('糖尿病血糖达标人数明细');
    expect(resolveRoute('/dialog/report-details-td/H1/signed', ROUTES)?.tabTitle).toBe(
      '签约居民数明细（团队）',
    );
    // A figure nobody knows keeps the route's own title (the page says it does not exist).
    expect(resolveRoute('/dialog/report-details/H1/nothing', ROUTES)?.tabTitle).toBe('报表明细');
  });

  it('resolves menu pages with their ancestors and active menu', () => {
    const found = resolveRoute('/archives/persons', ROUTES);
    expect(found).toMatchObject({
      source: 'menu',
      component: 'persons',
      activeMenu: '/archives/persons',
      kind: 'page',
    });
    expect(found?.levels.map((entry) => entry.meta.title)).toEqual(['档案', '个人']);
    expect(resolveRoute('/nowhere', ROUTES)).toBeNull();
  });

  it('makes page titles `{route title} - {platform title}`', () => {
    expect(documentTitle('个人', '基本公共卫生服务信息平台')).toBe(
      '个人 - 基本公共卫生服务信息平台',
    );
    expect(documentTitle('', '平台')).toBe('平台');
  });
});
