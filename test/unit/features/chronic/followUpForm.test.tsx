import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { formExtensions } from '@/app/formExtensionTable';

import { type FakeCall, type FakeReply, installFakeApi, paged } from '../resources/fakeApi';
import { buttonIn, dialogs, fill, openNewRecordDialog } from '../resources/renderResourcePage';

// jsdom has no canvas: the lazily loaded ECharts host is replaced by a plain element.
jest.mock('@/shared/ui/charts/EChartCanvas', () => ({
  __esModule: true,
  default: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

// Each dialog takes tens of seconds in jsdom on the shared machine.
jest.setTimeout(180_000);

const TODAY = dayjs().format('YYYY-MM-DD');
const IN_TWO_WEEKS = dayjs().add(14, 'day').format('YYYY-MM-DD');
const PATIENT = { personNum: 'P0001', name: '王建国', sex: '1' };
const OTHER_PATIENT = { personNum: 'P0002', name: '李秀兰', sex: '2' };
/** Whom the next 新增 opens for (formInit's resident). */
let opensFor: typeof PATIENT = PATIENT;
/** What a complete visit needs besides the values a test types. */
const REQUIRED = {
  visitMethod: '1',
  symptoms: ['1'],
  medicationCompliance: '1',
  doctorSignature: '王医生',
};
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
  /** formInit fills the fields a save needs. */
  complete?: boolean;
}

const api =
  ({ hasCard = true, lastVisit = LAST_VISIT, birthDate = '1970-05-01', complete }: Setup) =>
  (call: FakeCall): FakeReply | undefined => {
    const base = '/api/hypertensionFollowUp';
    if (call.path === base && call.method === 'GET') return { response: paged([]) };
    if (call.path === `${base}/formInit`) {
      return { response: { ...opensFor, visitDate: TODAY, ...(complete ? REQUIRED : {}) } };
    }
    if (call.path === `${base}/history`) {
      return {
        response: paged(call.query.get('personNum') === PATIENT.personNum ? [lastVisit] : []),
      };
    }
    if (call.path === `${base}/bloodpressurechart`) return { response: { items: [] } };
    if (call.path === `/api/persons/${PATIENT.personNum}`) {
      return { response: { ...PATIENT, birthDate } };
    }
    if (call.path === `/api/persons/${OTHER_PATIENT.personNum}`) {
      return { response: { ...OTHER_PATIENT, birthDate } };
    }
    if (call.path === '/api/hypertensionCard' && call.method === 'GET') {
      return { response: paged(hasCard ? [{ ID: 'C1', ...PATIENT, manageStatus: '1' }] : []) };
    }
    if (call.path === '/api/hypertensionCard/formInit') return { response: {} };
    if (call.path === base && call.method === 'POST') return { response: { ID: 'HF2' } };
    if (call.path === '/api/followUpWorklist/summary') {
      return {
        response: {
          today: TODAY,
          diseases: [],
          referralTarget: { hospitalId: '340881100001', hospitalName: '孔城镇卫生院' },
        },
      };
    }
    return undefined;
  };

const openNewFollowUp = async (setup: Setup = {}) => {
  const calls = installFakeApi(api(setup));
  const opened = await openNewRecordDialog(
    'hypertensionFollowUp',
    ['create'],
    '新增高血压随访记录',
    '收缩压',
    { formExtensions },
  );
  return { ...opened, calls };
};

// The app's form extension table, as AppProviders gives it; loaded as the pages load it.
beforeAll(() => formExtensions.preload());

/**
 * The open antd confirm with this title. Its title shows twice (the modal's header and the
 * confirm's body), and under jest every dialog's aria-labelledby is the same mocked id, so the
 * dialog is found from the confirm's own title.
 */
const findConfirm = async (title: string): Promise<HTMLElement> =>
  (await screen.findByText(title, { selector: '.ant-modal-confirm-title' })).closest<HTMLElement>(
    '.ant-modal',
  )!;

const posts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/hypertensionFollowUp');

describe('hypertension follow-up form', () => {
  afterEach(() => {
    opensFor = PATIENT;
  });

  it('carries the last visit over and proposes 控制不满意, two weeks and a referral for 186/112', async () => {
    const { user, dialog } = await openNewFollowUp();
    await waitFor(() => expect(within(dialog).getByDisplayValue('氨氯地平片')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('收缩压')).toHaveValue('');
    await fill(user, within(dialog).getByLabelText('收缩压'), '186');
    await fill(user, within(dialog).getByLabelText('舒张压'), '112');
    expect(await within(dialog).findByText('危急情况，建议紧急转诊')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('下次随访日期')).toHaveValue(IN_TWO_WEEKS);
    await user.click(buttonIn(dialog, '填写转诊信息'));
    expect(within(dialog).getByLabelText('转诊原因')).toHaveValue(
      '危急情况：收缩压 186 mmHg ≥ 180；舒张压 112 mmHg ≥ 110',
    );
    // The superior institution of the user's hospital, from the home summary.
    expect(within(dialog).getByLabelText('转诊机构及科别')).toHaveValue('孔城镇卫生院');
  });

  it('refuses 300/20 next to the field and keeps what was typed', async () => {
    const { user, dialog, calls } = await openNewFollowUp();
    await fill(user, within(dialog).getByLabelText('收缩压'), '300');
    await fill(user, within(dialog).getByLabelText('舒张压'), '20');
    expect(await within(dialog).findByText('舒张压应在30到200 mmHg之间')).toBeInTheDocument();
    await user.click(buttonIn(dialog, '保存'));
    expect(posts(calls)).toHaveLength(0);
    expect(within(dialog).getByLabelText('收缩压')).toHaveValue('300');
  });

  it('refuses a 舒张压 less than 10 below 收缩压 next to it, re-checked as 收缩压 changes', async () => {
    const { user, dialog } = await openNewFollowUp();
    const message = '舒张压应低于收缩压至少10 mmHg';
    await fill(user, within(dialog).getByLabelText('舒张压'), '95');
    await fill(user, within(dialog).getByLabelText('收缩压'), '100');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('收缩压'), '130');
    await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
  });

  it('needs the management card first and offers to create it', async () => {
    const { user, dialog } = await openNewFollowUp({ hasCard: false });
    expect(await within(dialog).findByText('该居民尚无有效的高血压患者管理卡')).toBeInTheDocument();
    expect(buttonIn(dialog, '保存')).toBeDisabled();
    await user.click(buttonIn(dialog, '建立管理卡'));
    expect(await screen.findByText('新增高血压患者管理卡')).toBeInTheDocument();
  });

  it('prompts a referral on the second consecutive 控制不满意', async () => {
    const { user, dialog } = await openNewFollowUp({
      lastVisit: { ...LAST_VISIT, visitClassification: '2' },
    });
    await waitFor(() => expect(within(dialog).getByDisplayValue('氨氯地平片')).toBeInTheDocument());
    await fill(user, within(dialog).getByLabelText('收缩压'), '150');
    await fill(user, within(dialog).getByLabelText('舒张压'), '95');
    expect(await within(dialog).findByText('连续两次控制不满意，建议转诊')).toBeInTheDocument();
    expect(within(dialog).queryByText('危急情况，建议紧急转诊')).not.toBeInTheDocument();
  });

  it('asks to confirm SBP 250: cancel keeps the input, confirm saves', async () => {
    const { user, dialog, calls } = await openNewFollowUp({ complete: true });
    await fill(user, within(dialog).getByLabelText('收缩压'), '250');
    await fill(user, within(dialog).getByLabelText('舒张压'), '100');
    await user.click(buttonIn(dialog, '保存'));
    const confirm = await findConfirm('请确认以下测量值');
    expect(within(confirm).getByText(/收缩压 250 mmHg 超出常见范围/)).toBeInTheDocument();
    await user.click(buttonIn(confirm, '返回修改'));
    await waitFor(() => expect(screen.queryAllByText('请确认以下测量值')).toHaveLength(0));
    expect(posts(calls)).toHaveLength(0);
    expect(within(dialog).getByLabelText('收缩压')).toHaveValue('250');

    await user.click(buttonIn(dialog, '保存'));
    const again = await findConfirm('请确认以下测量值');
    await user.click(buttonIn(again, '已核实，继续保存'));
    // 250 mmHg is a danger sign: with 转诊 empty, the referral question follows.
    const question = await findConfirm('随访结果提示需要转诊，确认不转诊吗？');
    const ok = buttonIn(question, '确认不转诊并保存');
    expect(ok).toBeDisabled();
    await user.type(within(question).getByLabelText('未转诊原因'), '患者拒绝转诊');
    await user.click(ok);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({
      sbp: 250,
      dbp: 100,
      valuesConfirmed: true,
      noReferralReason: '患者拒绝转诊',
    });
  });

  it('computes BMI from the height carried over and the weight typed', async () => {
    const { user, dialog } = await openNewFollowUp();
    await waitFor(() => expect(within(dialog).getByLabelText('身高')).toHaveValue('170'));
    await fill(user, within(dialog).getByLabelText('体重'), '70');
    await waitFor(() => expect(within(dialog).getByLabelText('体质指数')).toHaveValue('24.22'));
  });

  it('pre-fills from the same patient’s last visit only: patient A, then patient B', async () => {
    const { user, dialog } = await openNewFollowUp();
    await waitFor(() => expect(within(dialog).getByDisplayValue('氨氯地平片')).toBeInTheDocument());
    await user.click(buttonIn(dialog, '取消'));
    await waitFor(() => expect(dialogs()).toHaveLength(0));

    opensFor = OTHER_PATIENT;
    await user.click(buttonIn(document.body, '新增'));
    await screen.findByText('新增高血压随访记录');
    const other = dialogs()[0]!;
    await within(other).findByLabelText('收缩压');
    await waitFor(() => expect(within(other).getByLabelText('姓名')).toHaveValue('李秀兰'));
    expect(within(other).queryByDisplayValue('氨氯地平片')).not.toBeInTheDocument();
    expect(within(other).getByLabelText('身高')).toHaveValue('');
  });
});
