import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { registerChronicForms } from '@/features/chronic';
import { resetFormExtensions } from '@/features/resources';

import { type FakeCall, type FakeReply, installFakeApi, paged } from '../resources/fakeApi';
import { buttonIn, dialogs, renderResourcePage } from '../resources/renderResourcePage';

// jsdom has no canvas: the lazily loaded ECharts host is replaced by a plain element.
jest.mock('@/shared/ui/charts/EChartCanvas', () => ({
  __esModule: true,
  default: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

jest.setTimeout(240_000);

const TODAY = dayjs().format('YYYY-MM-DD');
const PATIENT = { personNum: 'P0001', name: '王建国', sex: '1' };
const LAST_VISIT = {
  ID: 'HF1',
  ...PATIENT,
  visitDate: dayjs().subtract(80, 'day').format('YYYY-MM-DD'),
  sbp: 150,
  dbp: 92,
  height: 170,
  targetWeight: 68,
  visitClassification: '1',
  medications: [{ drug: '氨氯地平片', timesPerDay: 1, dose: '5mg' }],
};

interface Setup {
  hasCard?: boolean;
  lastVisit?: Record<string, unknown>;
  birthDate?: string;
}

const api =
  ({ hasCard = true, lastVisit = LAST_VISIT, birthDate = '1970-05-01' }: Setup) =>
  (call: FakeCall): FakeReply | undefined => {
    const base = '/api/hypertensionFollowUp';
    if (call.path === base && call.method === 'GET') return { response: paged([]) };
    if (call.path === `${base}/formInit`) return { response: { ...PATIENT, visitDate: TODAY } };
    if (call.path === `${base}/history`) {
      return {
        response: paged(call.query.get('personNum') === PATIENT.personNum ? [lastVisit] : []),
      };
    }
    if (call.path === `${base}/bloodpressurechart`) return { response: { items: [] } };
    if (call.path === `/api/persons/${PATIENT.personNum}`) {
      return { response: { ...PATIENT, birthDate } };
    }
    if (call.path === '/api/hypertensionCard' && call.method === 'GET') {
      return { response: paged(hasCard ? [{ ID: 'C1', ...PATIENT, manageStatus: '1' }] : []) };
    }
    if (call.path === '/api/hypertensionCard/formInit') return { response: {} };
    if (call.path === base && call.method === 'POST') return { response: { ID: 'HF2' } };
    return undefined;
  };

const openNewFollowUp = async (setup: Setup = {}) => {
  const calls = installFakeApi(api(setup));
  const rendered = await renderResourcePage('hypertensionFollowUp', ['create']);
  await screen.findAllByText('暂无数据');
  await rendered.user.click(buttonIn(document.body, '新增'));
  await screen.findByText('新增高血压随访记录');
  const dialog = dialogs()[0]!;
  await within(dialog).findByLabelText('收缩压');
  return { ...rendered, calls, dialog };
};

beforeAll(() => registerChronicForms());
afterAll(() => resetFormExtensions());

// Typing into the 60-field form is slow in jsdom on a shared machine; the typing flows (186/112,
// 300/20) are covered by the browser test test/e2e/chronicFollowUp.e2e.ts.
describe('hypertension follow-up form', () => {
  it('needs the management card first and offers to create it', async () => {
    const { user, dialog } = await openNewFollowUp({ hasCard: false });
    expect(await within(dialog).findByText('该居民尚无有效的高血压患者管理卡')).toBeInTheDocument();
    expect(buttonIn(dialog, '保存')).toBeDisabled();
    await user.click(buttonIn(dialog, '建立管理卡'));
    expect(await screen.findByText('新增高血压患者管理卡')).toBeInTheDocument();
  });
});
