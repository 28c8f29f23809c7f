import { screen, waitFor, within } from '@testing-library/react';

import { saveFile } from '@/shared/saveFile';

import { type FakeCall, installFakeApi, paged, validId } from './fakeApi';
import {
  buttonIn,
  columnTitles,
  dialogs,
  fill,
  queryButtonIn,
  renderResourcePage,
  tableRows,
} from './renderResourcePage';

jest.mock('@/shared/saveFile', () => ({ saveFile: jest.fn() }));

// antd tables and forms render slowly in jsdom; these walk through whole pages.
jest.setTimeout(60_000);

const ZHANG_ID = validId('19800506', '123');
const LI_ID = validId('19921130', '246');

const PEOPLE = [
  {
    personNum: 'P0001',
    fileNum: '34088100100000001',
    status: '1',
    name: '张三丰',
    sex: '1',
    birthDate: '1980-05-06T00:00:00',
    IDCardNo: ZHANG_ID,
    phone: '13812345678',
    address: '孔城镇桐梓村1组',
    buildDate: '2024-01-02',
    hospitalId: '340881101001',
    hospitalName: '孔城镇卫生院',
  },
  {
    personNum: 'P0002',
    fileNum: '34088100100000002',
    status: '4',
    name: '李梅',
    sex: '2',
    birthDate: '1992-11-30',
    IDCardNo: LI_ID,
    phone: '05565551234',
    address: '孔城镇老街',
    buildDate: '2024-02-03',
    hospitalId: '340881101001',
  },
];

const listOf = (calls: FakeCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path);

describe('generic resource page: the list', () => {
  it('shows the list fields with ID numbers and phones masked, names as the server sent them, codes as labels and dates formatted', async () => {
    installFakeApi((call) =>
      call.path === '/api/persons' ? { response: paged(PEOPLE) } : undefined,
    );
    await renderResourcePage('persons', []);

    await screen.findByText('张三丰');
    const table = document.querySelector('table')!;
    expect(columnTitles()).toEqual(
      expect.arrayContaining([
        '个人编号',
        '档案状态',
        '姓名',
        '性别',
        '出生日期',
        '身份证号',
        '本人电话',
        '现住址',
      ]),
    );
    expect(within(table).getByText('张三丰')).toBeInTheDocument();
    expect(within(table).getByText('李梅')).toBeInTheDocument();
    expect(within(table).getByText(`3408************${ZHANG_ID.slice(-2)}`)).toBeInTheDocument();
    expect(within(table).getByText('138****5678')).toBeInTheDocument();
    expect(within(table).getByText('055****1234')).toBeInTheDocument();
    expect(within(table).getByText('1980-05-06')).toBeInTheDocument();
    expect(within(table).getByText('注销')).toBeInTheDocument();
    expect(within(table).getByText('女')).toBeInTheDocument();
    // A lookup the row names itself is shown by name, not by code.
    expect(within(table).getAllByText('孔城镇卫生院').length).toBeGreaterThan(0);
    expect(within(table).queryByText(ZHANG_ID)).toBeNull();
    expect(within(table).queryByText('13812345678')).toBeNull();
    expect(screen.getAllByText('共 2 条').length).toBeGreaterThan(0);
  });

  it('searches by the filter fields and pages on the server', async () => {
    const calls = installFakeApi((call) =>
      call.path === '/api/persons' ? { response: { ...paged(PEOPLE), total: 45 } } : undefined,
    );
    const { user } = await renderResourcePage('persons', []);
    await screen.findByText('张三丰');
    const first = listOf(calls, '/api/persons')[0]!;
    expect(first.query.get('PageNumber')).toBe('1');
    expect(first.query.get('PageSize')).toBe('20');

    await fill(user, screen.getByPlaceholderText('请输入个人编号'), ' P0001 ');
    await user.click(buttonIn(document.body, '查询'));
    await waitFor(() =>
      expect(listOf(calls, '/api/persons').at(-1)!.query.get('personNum')).toBe('P0001'),
    );

    await user.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(listOf(calls, '/api/persons').at(-1)!.query.get('PageNumber')).toBe('3'),
    );
    expect(listOf(calls, '/api/persons').at(-1)!.query.get('personNum')).toBe('P0001');

    await user.click(buttonIn(document.body, '重置'));
    await waitFor(() => {
      const last = listOf(calls, '/api/persons').at(-1)!;
      expect(last.query.get('personNum')).toBeNull();
      expect(last.query.get('PageNumber')).toBe('1');
    });
  });

  it('finds a resident from the 快速查找 box, shown without 展开, trimmed and sent as keyword', async () => {
    const calls = installFakeApi((call) =>
      call.path === '/api/persons' ? { response: paged(PEOPLE) } : undefined,
    );
    const { user } = await renderResourcePage('persons', []);
    await screen.findByText('张三丰');
    const box = screen.getByLabelText('快速查找');
    // Visible before 展开: the placeholder tells what it takes.
    expect(box).toBeVisible();
    expect(box.getAttribute('placeholder')).toMatch(/姓名/);
    await fill(user, box, ' 5678 ');
    await user.click(buttonIn(document.body, '查询'));
    await waitFor(() =>
      expect(listOf(calls, '/api/persons').at(-1)!.query.get('keyword')).toBe('5678'),
    );
    // Blank is no search at all, not a search for nothing.
    await user.clear(box);
    await user.click(buttonIn(document.body, '查询'));
    await waitFor(() => expect(listOf(calls, '/api/persons').length).toBeGreaterThan(2));
    expect(listOf(calls, '/api/persons').at(-1)!.query.get('keyword')).toBeNull();
  });

  it('shows 暂无数据 for an empty list', async () => {
    installFakeApi((call) => (call.path === '/api/persons' ? { response: paged([]) } : undefined));
    await renderResourcePage('persons', []);
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('shows a failed load with 重试, which asks again', async () => {
    let fail = true;
    installFakeApi((call) => {
      if (call.path !== '/api/persons') return undefined;
      return fail ? { status: 500, message: '服务器内部错误' } : { response: paged(PEOPLE) };
    });
    const { user } = await renderResourcePage('persons', []);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('服务器内部错误').length).toBeGreaterThan(0);
    fail = false;
    await user.click(buttonIn(document.body, '重试'));
    expect(await screen.findByText('张三丰')).toBeInTheDocument();
  });

  it('labels the columns a family without declared fields carries from the field dictionary', async () => {
    installFakeApi((call) =>
      call.path === '/api/receptionrecords'
        ? {
            response: paged([
              {
                ID: 7,
                PersonNum: 'P0001',
                Name: '王小明',
                IDCardNo: ZHANG_ID,
                VisitDate: '2025-03-01',
                Remark: '复诊',
              },
            ]),
          }
        : undefined,
    );
    await renderResourcePage('receptionrecords', []);
    await screen.findByText('王小明');
    const table = document.querySelector('table')!;
    expect(columnTitles()).toEqual(
      expect.arrayContaining(['编号', '个人编号', '姓名', '身份证号', '随访日期', '备注']),
    );
    expect(within(table).getByText('王小明')).toBeInTheDocument();
    expect(within(table).getByText(`3408************${ZHANG_ID.slice(-2)}`)).toBeInTheDocument();
  });
});

describe('generic resource page: buttons by permission code', () => {
  const reply = (call: FakeCall) =>
    call.path === '/api/persons' ? { response: paged(PEOPLE) } : undefined;

  it('shows only the list to a user without codes', async () => {
    installFakeApi(reply);
    await renderResourcePage('persons', []);
    await screen.findByText('张三丰');
    expect(queryButtonIn(document.body, '新增')).toBeNull();
    expect(queryButtonIn(document.body, '删除')).toBeNull();
    expect(queryButtonIn(document.body, '导出')).toBeNull();
    expect(document.querySelector('.ant-table input[type=checkbox]')).toBeNull();
    // Without 修改 a row can still be opened, read-only.
    expect(tableRows().map((row) => buttonIn(row, '查看'))).toHaveLength(2);
  });

  it('shows each button whose code {familyId}:{verb} the user holds', async () => {
    installFakeApi(reply);
    await renderResourcePage('persons', ['create', 'excel']);
    await screen.findByText('张三丰');
    expect(buttonIn(document.body, '新增')).toBeInTheDocument();
    expect(buttonIn(document.body, '导出')).toBeInTheDocument();
    expect(queryButtonIn(document.body, '删除')).toBeNull();
    expect(queryButtonIn(document.body, '修改')).toBeNull();
  });

  it('exports the list through the export saga: the page only dispatches, and shows the outcome', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const calls = installFakeApi((call) =>
      call.path === '/api/persons/excel'
        ? {
            raw: bytes,
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('居民健康档案.xlsx')}`,
            },
          }
        : reply(call),
    );
    const { user, store } = await renderResourcePage('persons', ['excel']);
    await screen.findByText('张三丰');

    await user.click(buttonIn(document.body, '导出'));

    expect(await screen.findByText('已导出：居民健康档案.xlsx')).toBeInTheDocument();
    const { exports } = store.getState();
    expect(exports.runs).toBe(1);
    expect(Object.values(exports.byId)).toEqual([
      expect.objectContaining({ phase: 'succeeded', fileName: '居民健康档案.xlsx' }),
    ]);
    const exportCall = calls.find((call) => call.path === '/api/persons/excel')!;
    expect(exportCall.method).toBe('GET');
    expect(exportCall.query.has('PageNumber')).toBe(false);
    expect(jest.mocked(saveFile)).toHaveBeenCalledWith(expect.any(Blob), '居民健康档案.xlsx');
  });

  it('deletes the selected records after the confirmation', async () => {
    const calls = installFakeApi((call) => {
      if (call.path === '/api/persons/deletes') return { response: null };
      return reply(call);
    });
    const { user } = await renderResourcePage('persons', ['deletes', 'update']);
    await screen.findByText('张三丰');
    expect(tableRows().map((row) => buttonIn(row, '修改'))).toHaveLength(2);
    const rows = [document.createElement('tr'), ...tableRows()];
    await user.click(rows[1]!.querySelector('input[type=checkbox]')!);
    await user.click(rows[2]!.querySelector('input[type=checkbox]')!);
    await user.click(buttonIn(document.body, '删除（2）'));
    expect(
      await screen.findByText('确定删除选中的2条记录吗？删除后不可恢复。'),
    ).toBeInTheDocument();
    await user.click(buttonIn(document.body, '确定'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/persons/deletes')).toBe(true),
    );
    const deletion = calls.find((call) => call.path === '/api/persons/deletes')!;
    expect(deletion.method).toBe('POST');
    expect(deletion.body).toEqual(['P0001', 'P0002']);
    expect(await screen.findByText('已删除2条记录')).toBeInTheDocument();
  });

  it('offers the lifecycle actions the row is not through, behind a confirmation', async () => {
    const cards = [
      {
        ID: 1,
        personNum: 'P0001',
        name: '张三丰',
        confirmDate: '2020-01-01',
        buildDate: '2020-01-02',
        manageStatus: '1',
      },
      {
        ID: 2,
        personNum: 'P0002',
        name: '李梅',
        confirmDate: '2021-01-01',
        buildDate: '2021-01-02',
        manageStatus: '2',
      },
    ];
    const calls = installFakeApi((call) => {
      if (call.path === '/api/hypertensionCard') return { response: paged(cards) };
      if (call.path.startsWith('/api/hypertensionCard/terminal/')) return { response: null };
      return undefined;
    });
    const { user } = await renderResourcePage('hypertensionCard', [
      'terminal',
      'cancelTermination',
    ]);
    await screen.findByText('张三丰');
    const rows = [document.createElement('tr'), ...tableRows()];
    expect(buttonIn(rows[1]!, '终止管理')).toBeInTheDocument();
    expect(queryButtonIn(rows[1]!, '取消终止')).toBeNull();
    expect(buttonIn(rows[2]!, '取消终止')).toBeInTheDocument();

    await user.click(buttonIn(rows[1]!, '终止管理'));
    expect(await screen.findByText('确定要对“张三丰”执行“终止管理”吗？')).toBeInTheDocument();
    await user.click(buttonIn(document.body, '确定'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/hypertensionCard/terminal/1')).toBe(true),
    );
    expect(calls.find((call) => call.path === '/api/hypertensionCard/terminal/1')!.method).toBe(
      'POST',
    );
  });

  it('keeps the reason typed for 解约 when a click falls beside its dialog', async () => {
    const signed = { ID: 7, personNum: 'P0001', name: '张三丰', signStatus: '1' };
    installFakeApi((call) =>
      call.path === '/api/signRegistes' ? { response: paged([signed]) } : undefined,
    );
    const { user } = await renderResourcePage('signRegistes', ['terminal']);
    await screen.findByText('张三丰');
    await user.click(buttonIn(tableRows()[0]!, '解约'));
    const dialog = await waitFor(() => {
      const [shown] = dialogs();
      expect(shown).toHaveTextContent('解约：张三丰');
      return shown!;
    });
    await user.type(within(dialog).getByLabelText('解约说明'), '迁往外县');
    // The mask's wrapper, around the dialog: antd closes a dialog clicked there unless told not to.
    await user.click(dialog.closest<HTMLElement>('.ant-modal-wrap')!);
    expect(dialogs()).toEqual([dialog]);
    expect(dialog).toBeVisible();
    expect(within(dialog).getByLabelText('解约说明')).toHaveValue('迁往外县');
  });
});
