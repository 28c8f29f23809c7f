import '../../../utils/messageChannelStub';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { makeStore } from '@/app/store';
import { PersonalInfoForm } from '@/features/archives';
import { sessionRestored } from '@/features/auth';
import { type ConcreteFamilySpec, FAMILY_DISEASES, getFamily } from '@/services/contract';
import { resetVersionCheck } from '@/services/http/versionCheck';
import { type PublicSession } from '@/services/session/sessionTypes';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import {
  type FakeCall,
  type FakeReply,
  installFakeApi,
  paged,
  validId,
} from '../resources/fakeApi';

// antd forms are slow in jsdom, and slower on a shared two-core machine.
jest.setTimeout(300_000);

const RECORD = {
  personNum: '340881100201000001',
  fileNum: '34088110020100001',
  name: '赵大海',
  sex: '1',
  birthDate: '1950-01-01',
  IDCardNo: validId('19500101', '135'),
  residenceType: '1',
  nation: '01',
  address: '孔城镇桐梓村一组1号',
  familyFather: ['2'],
};

const session = { UserName: '李秀英', UserAcc: 'xzys01' } as PublicSession;

/**
 * The persons family with the sections under test only: the whole form has some 90 inputs, and
 * antd in jsdom takes minutes to render them on a busy machine. The specs are the real ones.
 */
const SECTIONS = new Set(['基本信息', '健康信息', '家族史']);
const persons = getFamily('persons');
const FAMILY: ConcreteFamilySpec = {
  ...persons,
  fields: (persons.fields ?? []).filter((field) => SECTIONS.has(field.section ?? '')),
};

const renderForm = (save: (call: FakeCall) => FakeReply) => {
  const calls = installFakeApi((call) => {
    if (call.method === 'PUT') return save(call);
    if (call.method === 'GET') return { response: paged([]) };
    return undefined;
  });
  resetVersionCheck();
  const store = makeStore();
  act(() => {
    store.dispatch(sessionRestored({ session, at: 0 }));
  });
  const onDirtyChange = jest.fn();
  const rendered = renderWithProviders(
    <PersonalInfoForm family={FAMILY} record={RECORD} editable onDirtyChange={onDirtyChange} />,
    { store },
  );
  return {
    ...rendered,
    calls,
    onDirtyChange,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
};

/** The form item of a label (antd renders the label and its control in one row). */
const itemOf = (label: string): HTMLElement =>
  screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

const checkboxCodes = (label: string) =>
  within(itemOf(label))
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => (box as HTMLInputElement).value);

describe('PersonalInfoForm (个人基本信息表)', () => {
  it('offers the national option codes and marks the required fields', async () => {
    renderForm(() => ({ response: null }));
    await screen.findByText('家族史', { selector: '.ant-divider *' });

    // 家族史 of each relative: the 12 codes of the paper form, in order.
    const father = within(itemOf('父亲')).getAllByRole<HTMLInputElement>('checkbox');
    expect(father.map((box) => box.value)).toEqual(FAMILY_DISEASES.map((option) => option.value));
    expect(within(itemOf('父亲')).getByText('先天畸形')).toBeTruthy();
    expect(checkboxCodes('父亲')).toEqual(['2']);

    // Required: 姓名, 性别, 出生日期, 身份证号, 常住类型, 民族, 现住址 carry the mark.
    for (const label of ['姓名', '性别', '出生日期', '身份证号', '常住类型', '民族', '现住址']) {
      expect(screen.getByText(label, { selector: 'label' }).className).toContain(
        'ant-form-item-required',
      );
    }
    expect(screen.getByText('工作单位', { selector: 'label' }).className).not.toContain(
      'ant-form-item-required',
    );
    // 其他 of 药物过敏史 and 医疗费用支付方式 has its own box, as the paper's 其他__.
    expect(within(itemOf('其他过敏药物')).getByRole('textbox')).toBeTruthy();
    expect(within(itemOf('其他支付方式')).getByRole('textbox')).toBeTruthy();
  });

  it('lists 性别 and RH with the third edition codes', async () => {
    const { user } = renderForm(() => ({ response: null }));
    await screen.findByText('家族史', { selector: '.ant-divider *' });
    const optionsOf = async (label: string) => {
      // Each select's popup is appended to the body when it first opens: the last one is its.
      const before = document.querySelectorAll('.ant-select-dropdown').length;
      await user.click(within(itemOf(label)).getByRole('combobox'));
      await waitFor(() =>
        expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1),
      );
      const popup = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
      const options = [...popup.querySelectorAll('.ant-select-item-option-content')].map(
        (option) => option.textContent,
      );
      await user.keyboard('{Escape}');
      return options;
    };
    expect(await optionsOf('性别')).toEqual(['未知的性别', '男', '女', '未说明的性别']);
    expect(await optionsOf('RH血型')).toEqual(['阴性', '阳性', '不详']);
    const persons = getFamily('persons');
    const field = (name: string) => persons.fields?.find((item) => item.name === name);
    expect(field('sex')?.options?.map((option) => option.value)).toEqual(['0', '1', '2', '9']);
    expect(field('rh')?.options).toEqual([
      { value: '1', label: '阴性' },
      { value: '2', label: '阳性' },
      { value: '3', label: '不详' },
    ]);
    expect(
      field('nation')
        ?.options?.map((option) => option.value)
        .slice(-3),
    ).toEqual(['56', '97', '98']);
    // The cover's 责任医生 and 建档日期 are required (national-forms.md §1).
    expect(field('responsibleDoctor')?.required).toBe(true);
    expect(field('buildDate')?.required).toBe(true);
  });

  it('keeps 无 exclusive and stops a save with an empty required field', async () => {
    const { user, calls, onDirtyChange } = renderForm(() => ({ response: null }));
    await screen.findByText('家族史', { selector: '.ant-divider *' });
    // 无 clears the others; another box clears 无.
    await user.click(within(itemOf('父亲')).getByLabelText('无'));
    expect(checkboxCodes('父亲')).toEqual(['1']);
    await user.click(within(itemOf('父亲')).getByLabelText('糖尿病'));
    expect(checkboxCodes('父亲')).toEqual(['3']);
    await user.click(within(itemOf('残疾情况')).getByLabelText('视力残疾'));
    await user.click(within(itemOf('残疾情况')).getByLabelText('无残疾'));
    expect(checkboxCodes('残疾情况')).toEqual(['1']);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    // A required field left empty stops the save with its Chinese message.
    const name = within(itemOf('姓名')).getByRole('textbox');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('请填写姓名');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the codes, and keeps what was typed when the save fails', async () => {
    const { user, calls } = renderForm(() => ({ status: 400, message: '现住址不能超过200个字' }));
    await screen.findByText('家族史', { selector: '.ant-divider *' });
    await user.click(within(itemOf('母亲')).getByLabelText('高血压'));
    await user.click(within(itemOf('母亲')).getByLabelText('脑卒中'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('现住址不能超过200个字');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/api/persons/${RECORD.personNum}`);
    expect(put.body).toMatchObject({
      familyMother: ['2', '7'],
      familyFather: ['2'],
      name: '赵大海',
    });
    // The failed save left the form as typed.
    await waitFor(() => expect(checkboxCodes('母亲')).toEqual(['2', '7']));
  });
});
