import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { formExtensions } from '@/app/formExtensionTable';

import { type FakeCall, type FakeReply, installFakeApi, paged } from '../resources/fakeApi';
import { buttonIn, openNewRecordDialog } from '../resources/renderResourcePage';

// Each dialog takes tens of seconds in jsdom on the shared machine.
jest.setTimeout(180_000);

const TODAY = dayjs().format('YYYY-MM-DD');
const PATIENT = { personNum: 'P0001', name: '王建国', sex: '1' };

interface Family {
  id: string;
  card: string;
  card_row: Record<string, unknown>;
  init: Record<string, unknown>;
  lastVisit: Record<string, unknown> | undefined;
}

const api =
  (family: Family) =>
  (call: FakeCall): FakeReply | undefined => {
    const base = `/api/${family.id}`;
    if (call.path === base && call.method === 'GET') return { response: paged([]) };
    if (call.path === `${base}/formInit`) return { response: { ...PATIENT, ...family.init } };
    if (call.path === `${base}/history`) {
      return { response: paged(family.lastVisit ? [family.lastVisit] : []) };
    }
    if (call.path === `/api/persons/${PATIENT.personNum}`) {
      return { response: { ...PATIENT, birthDate: '1975-05-05' } };
    }
    if (call.path === `/api/${family.card}` && call.method === 'GET') {
      return { response: paged([{ ID: 'C1', ...PATIENT, manageStatus: '1', ...family.card_row }]) };
    }
    return undefined;
  };

const openNew = async (family: Family, title: string, field: string) => {
  installFakeApi(api(family));
  return openNewRecordDialog(family.id, ['create'], title, field, { formExtensions });
};

// The app's form extension table, as AppProviders gives it; loaded as the pages load it.
beforeAll(() => formExtensions.preload());

describe('severe mental disorder follow-up form', () => {
  it('starts from the last visit’s drugs, proposes 不稳定 and two weeks at 危险性 4级, and fills the referral', async () => {
    const { user, dialog } = await openNew(
      {
        id: 'mentalvisit',
        card: 'mentalcard',
        card_row: {},
        init: { visitDate: TODAY, riskLevel: '4', insight: '1' },
        lastVisit: {
          ID: 'MV1',
          ...PATIENT,
          visitDate: dayjs().subtract(90, 'day').format('YYYY-MM-DD'),
          riskLevel: '0',
          visitClassification: '3',
          medications: [{ drug: '利培酮片', timesPerDay: 2, dose: '2mg' }],
        },
      },
      '新增严重精神障碍患者随访服务记录',
      '危险性评估',
    );
    await waitFor(() => expect(within(dialog).getByDisplayValue('利培酮片')).toBeInTheDocument());
    expect(
      await within(dialog).findByText('危险性评估4级，病情不稳定，建议立即转诊'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('下次随访日期')).toHaveValue(
        dayjs().add(14, 'day').format('YYYY-MM-DD'),
      ),
    );
    expect(within(dialog).getAllByTitle('不稳定').length).toBeGreaterThan(0);
    await user.click(buttonIn(dialog, '填写转诊信息'));
    expect(within(dialog).getByLabelText('转诊原因')).toHaveValue('危险性评估4级，病情不稳定');
  });
});

describe('tuberculosis follow-up form', () => {
  it('takes the regimen and the treatment month from the card and plans the next visit by phase', async () => {
    const { dialog } = await openNew(
      {
        id: 'pulmonarypatientvisit',
        card: 'pulmonarycard',
        card_row: {
          treatmentStartDate: dayjs().subtract(75, 'day').format('YYYY-MM-DD'),
          chemotherapy: '2HRZE/4HR',
          supervisor: '2',
          intensiveMonths: 2,
        },
        init: { visitDate: TODAY },
        lastVisit: undefined,
      },
      '新增肺结核患者随访服务记录',
      '治疗月序',
    );
    await waitFor(() => expect(within(dialog).getByDisplayValue('2HRZE/4HR')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByLabelText('治疗月序')).toHaveValue('3'));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('下次随访时间')).toHaveValue(
        dayjs().add(1, 'month').format('YYYY-MM-DD'),
      ),
    );
    expect(within(dialog).getAllByTitle('继续期').length).toBeGreaterThan(0);
  });
});
