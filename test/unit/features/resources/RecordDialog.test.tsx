import { screen, waitFor, within } from '@testing-library/react';

import {
  type FakeCall,
  type FakeReply,
  installFakeApi,
  paged,
  validId,
  withWrongCheckDigit,
} from './fakeApi';
import { buttonIn, dialogs, fill, openNewRecordDialog } from './renderResourcePage';

// The persons form carries the whole 个人基本信息表 (national-forms §2: 既往史 slots, 家族史,
// 生活环境), about 90 inputs; antd renders them slowly in jsdom on a shared machine.
jest.setTimeout(240_000);

const NEW_ID = validId('19850312', '124'); // even sequence: female
const ON_FILE_ID = validId('19700101', '135');
const BAD_CHECK_DIGIT = withWrongCheckDigit(NEW_ID);

// As the server's formInit answers: 责任医生 and 建档日期 are required on the cover (third
// edition), so a new archive starts with the user as the doctor and today as the date.
const PERSON_DEFAULTS = {
  nation: '01',
  residenceType: '1',
  status: '1',
  hospitalId: '340881101001',
  responsibleDoctor: '王医生',
  buildDate: '2025-06-01',
  builder: '王医生',
};
const ON_FILE = {
  personNum: 'P0009',
  name: '赵大海',
  sex: '1',
  IDCardNo: ON_FILE_ID,
  birthDate: '1970-01-01',
  address: '孔城镇',
};

type Routes = (call: FakeCall) => FakeReply | undefined;

/** The persons endpoints a dialog uses, with the save answer chosen by the test. */
const personsApi =
  (save: Routes): Routes =>
  (call) => {
    if (call.path === '/api/persons' && call.method === 'GET') return { response: paged([]) };
    if (call.path === '/api/persons/formInit') return { response: PERSON_DEFAULTS };
    if (call.path === '/api/persons/GetPersonByIDCardNo') {
      return call.query.get('IDCardNo') === ON_FILE_ID
        ? { response: ON_FILE }
        : { response: null, message: '未找到该身份证号的居民档案' };
    }
    if (call.path === `/api/persons/${ON_FILE.personNum}`) return { response: ON_FILE };
    if (call.path === '/api/persons' && call.method === 'POST') return save(call);
    return undefined;
  };

const openCreate = async (save: Routes) => {
  const calls = installFakeApi(personsApi(save));
  const opened = await openNewRecordDialog(
    'persons',
    ['create', 'update'],
    '新增居民健康档案',
    '身份证号',
  );
  return { ...opened, calls };
};

const saveButton = (dialog: HTMLElement) => buttonIn(dialog, '保存');

describe('record dialog: a new resident', () => {
  it('refuses an ID number with a wrong check digit', async () => {
    const { user, dialog } = await openCreate(() => ({ response: null }));
    await fill(user, within(dialog).getByLabelText('身份证号'), BAD_CHECK_DIGIT);
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('身份证号校验码不正确')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写姓名')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写现住址')).toBeInTheDocument();
  });

  it('fills sex and birth date from a valid ID number, seeded by formInit', async () => {
    const { user, dialog } = await openCreate(() => ({ response: null }));
    // formInit's defaults are in the form before anything is typed.
    expect(within(dialog).getByTitle('汉族')).toBeInTheDocument();
    expect(within(dialog).getByTitle('户籍')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('身份证号'), NEW_ID);
    await waitFor(() => expect(within(dialog).getByTitle('女')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('出生日期')).toHaveValue('1985-03-12');
  });

  it('warns that an ID number is on file and opens the existing record', async () => {
    const { user, dialog } = await openCreate(() => ({ response: null }));
    await fill(user, within(dialog).getByLabelText('身份证号'), ON_FILE_ID);
    expect(await within(dialog).findByText('该身份证号已建档')).toBeInTheDocument();
    // The name as the server sent it (it masks another institution's residents, NAME_MASKING).
    expect(within(dialog).getByText(/赵大海（个人编号/)).toBeInTheDocument();
    await user.click(buttonIn(dialog, '查看已有档案'));
    await waitFor(() => expect(dialogs()).toHaveLength(2));
    const existing = dialogs()[1]!;
    expect(within(existing).getByText('修改居民健康档案')).toBeInTheDocument();
    await waitFor(() => expect(within(existing).getByLabelText('姓名')).toHaveValue('赵大海'));
  });

  it('keeps every value after a failed save, says why, and saves on the next try', async () => {
    let attempt = 0;
    const { user, dialog, calls } = await openCreate(() => {
      attempt += 1;
      return attempt === 1
        ? { status: 400, message: '现住址不能超过200个字符' }
        : { response: { personNum: 'P0100' } };
    });
    await fill(user, within(dialog).getByLabelText('姓名'), '周晓燕');
    await fill(user, within(dialog).getByLabelText('身份证号'), NEW_ID);
    await fill(user, within(dialog).getByLabelText('现住址'), '孔城镇桐梓村3组');
    await fill(user, within(dialog).getByLabelText('联系电话'), '13905561234');
    await user.click(saveButton(dialog));

    expect(await within(dialog).findByText(/现住址不能超过200个字符/)).toBeInTheDocument();
    expect(dialogs()).toEqual([dialog]);
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('周晓燕');
    expect(within(dialog).getByLabelText('身份证号')).toHaveValue(NEW_ID);
    expect(within(dialog).getByLabelText('现住址')).toHaveValue('孔城镇桐梓村3组');

    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/persons')!;
    expect(sent.body).toMatchObject({
      name: '周晓燕',
      IDCardNo: NEW_ID,
      sex: '2',
      birthDate: '1985-03-12',
      nation: '01',
      residenceType: '1',
      address: '孔城镇桐梓村3组',
      responsibleDoctor: '王医生',
      buildDate: '2025-06-01',
    });
    // Server-written fields are never sent back.
    expect(sent.body).not.toHaveProperty('personNum');
    expect(sent.body).not.toHaveProperty('status');

    await user.click(saveButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    expect(attempt).toBe(2);
  });

  it('shows a refusal that names a field next to that field, the rest in the banner', async () => {
    const { user, dialog } = await openCreate(() => ({
      status: 400,
      message: '现住址不能超过200个字符；所属机构已停用',
      response: {
        errors: [
          { field: 'address', message: '现住址不能超过200个字符' },
          { field: '', message: '所属机构已停用' },
        ],
      },
    }));
    await fill(user, within(dialog).getByLabelText('姓名'), '周晓燕');
    await fill(user, within(dialog).getByLabelText('身份证号'), NEW_ID);
    await fill(user, within(dialog).getByLabelText('现住址'), '孔城镇桐梓村3组');
    await fill(user, within(dialog).getByLabelText('联系电话'), '13905561234');
    await user.click(saveButton(dialog));

    const address = within(dialog).getByLabelText('现住址');
    const item = address.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('现住址不能超过200个字符')).toBeInTheDocument();
    expect(address).toHaveValue('孔城镇桐梓村3组');
    const banner = within(dialog).getByRole('alert');
    expect(banner).toHaveTextContent('所属机构已停用。已填写的内容已保留');
    expect(banner).not.toHaveTextContent('现住址不能超过200个字符');
  });

  it('turns a 409 from the server into the on-file warning with the link', async () => {
    const { user, dialog } = await openCreate(() => ({
      status: 409,
      message: '该身份证号已建档',
      response: { personNum: 'P0009', name: '赵大海' },
    }));
    // The pre-check misses (another hospital's file); the server still refuses.
    await fill(user, within(dialog).getByLabelText('姓名'), '周晓燕');
    await fill(user, within(dialog).getByLabelText('身份证号'), NEW_ID);
    await fill(user, within(dialog).getByLabelText('现住址'), '孔城镇');
    await fill(user, within(dialog).getByLabelText('联系电话'), '13905561234');
    await user.click(saveButton(dialog));
    expect(await within(dialog).findAllByText('该身份证号已建档')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('周晓燕');
  });
});

describe('record dialog: a hypertension follow-up', () => {
  const followUpApi: Routes = (call) => {
    if (call.path === '/api/hypertensionFollowUp' && call.method === 'GET')
      return { response: paged([]) };
    if (call.path === '/api/hypertensionFollowUp/formInit')
      return { response: { visitDate: '2025-06-01', visitMethod: '1' } };
    return undefined;
  };

  it('shows the form in its sections, checks ranges with their unit, and edits the medications', async () => {
    installFakeApi(followUpApi);
    const { user, dialog } = await openNewRecordDialog(
      'hypertensionFollowUp',
      ['create'],
      '新增高血压随访记录',
      '收缩压',
    );

    for (const section of ['随访信息', '症状', '体征', '生活方式指导', '用药情况', '转诊']) {
      expect(
        within(dialog).getByText(section, {
          selector: '.ant-divider-inner-text, .ant-divider-inner-text *',
        }),
      ).toBeInTheDocument();
    }
    // Symptoms are a group of checkboxes.
    expect(within(dialog).getByLabelText('头痛头晕')).toHaveAttribute('type', 'checkbox');

    await fill(user, within(dialog).getByLabelText('收缩压'), '600');
    await fill(user, within(dialog).getByLabelText('体重'), '65.123');
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('收缩压应在60到300 mmHg之间')).toBeInTheDocument();
    expect(await within(dialog).findByText('体重最多保留2位小数')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择症状')).toBeInTheDocument();

    await user.click(buttonIn(dialog, '添加药物'));
    expect(within(dialog).getByLabelText('第1种药物名称')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('第1种药物每日次数')).toHaveValue('1');
    expect(within(dialog).getByLabelText('第1种药物每次剂量')).toBeInTheDocument();
    expect(within(dialog).getByText('每次剂量')).toBeInTheDocument();
    // Each cell says what the server would say about its row.
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('用药情况第1行：请填写药物名称')).toBeInTheDocument();
    expect(await within(dialog).findByText('用药情况第1行：请填写每次剂量')).toBeInTheDocument();
  });
});
