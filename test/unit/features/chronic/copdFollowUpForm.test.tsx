import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { formExtensions } from '@/app/formExtensionTable';

import { type FakeCall, type FakeReply, installFakeApi, paged } from '../resources/fakeApi';
import { buttonIn, fill, openNewRecordDialog } from '../resources/renderResourcePage';

// Each dialog takes tens of seconds in jsdom on the shared machine.
jest.setTimeout(180_000);

const TODAY = dayjs().format('YYYY-MM-DD');
const IN_TWO_WEEKS = dayjs().add(14, 'day').format('YYYY-MM-DD');
const IN_THREE_MONTHS = dayjs().add(3, 'month').format('YYYY-MM-DD');
const PATIENT = { personNum: 'P0101', name: '周德明', sex: '1' };
const LAST_VISIT = {
  ID: 'CF1',
  ...PATIENT,
  visitDate: dayjs().subtract(90, 'day').format('YYYY-MM-DD'),
  catScore: 8,
  exacerbations: 0,
  height: 168,
  inhalerUse: '1',
  smokingCessation: '2',
  visitClassification: '1',
  medications: [{ drug: '噻托溴铵粉吸入剂', timesPerDay: 1, dose: '18μg' }],
};

const api =
  (hasCard: boolean) =>
  (call: FakeCall): FakeReply | undefined => {
    const base = '/api/copdfollowups';
    if (call.path === base && call.method === 'GET') return { response: paged([]) };
    if (call.path === `${base}/formInit`) return { response: { ...PATIENT, visitDate: TODAY } };
    if (call.path === `${base}/history`) {
      return {
        response: paged(call.query.get('personNum') === PATIENT.personNum ? [LAST_VISIT] : []),
      };
    }
    if (call.path === `/api/persons/${PATIENT.personNum}`) {
      return { response: { ...PATIENT, birthDate: '1956-03-02' } };
    }
    if (call.path === '/api/copdcards' && call.method === 'GET') {
      return { response: paged(hasCard ? [{ ID: 'CC1', ...PATIENT, manageStatus: '1' }] : []) };
    }
    if (call.path === '/api/copdcards/formInit') return { response: {} };
    if (call.path === '/api/followUpWorklist/summary') {
      return { response: { today: TODAY, diseases: [], referralTarget: null } };
    }
    return undefined;
  };

const openNewCopdVisit = async (hasCard = true) => {
  installFakeApi(api(hasCard));
  return openNewRecordDialog('copdfollowups', ['create'], '新增慢阻肺随访记录', 'CAT评分', {
    formExtensions,
  });
};

/** The proposal the prompt above the form shows (class and next date). */
const proposal = (dialog: HTMLElement) =>
  within(dialog)
    .getByText(/按本次测量值建议/)
    .closest<HTMLElement>('.ant-alert')!;

// The app's form extension table, as AppProviders gives it; loaded as the pages load it.
beforeAll(() => formExtensions.preload());

/**
 * The COPD follow-up, one of the follow-ups without a national form: the hypertension form's
 * rules, with its own COPD rule.
 */
describe('COPD follow-up form', () => {
  it('carries the plan over, then proposes the class and the next date from CAT and exacerbations', async () => {
    const { user, dialog } = await openNewCopdVisit();
    // The same patient's last visit: inhaler, smoking cessation and medication, not the scores.
    await waitFor(() =>
      expect(within(dialog).getByDisplayValue('噻托溴铵粉吸入剂')).toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('CAT评分')).toHaveValue('');
    expect(within(dialog).getByLabelText('身高')).toHaveValue('168');

    await fill(user, within(dialog).getByLabelText('CAT评分'), '6');
    await fill(user, within(dialog).getByLabelText('急性加重次数（自上次随访）'), '0');
    await waitFor(() => expect(within(proposal(dialog)).getByText('控制满意')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('下次随访日期')).toHaveValue(IN_THREE_MONTHS);

    await fill(user, within(dialog).getByLabelText('急性加重次数（自上次随访）'), '1');
    await waitFor(() =>
      expect(within(proposal(dialog)).getByText('控制不满意')).toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('下次随访日期')).toHaveValue(IN_TWO_WEEKS);

    await fill(user, within(dialog).getByLabelText('体重'), '60');
    await waitFor(() => expect(within(dialog).getByLabelText('体质指数')).toHaveValue('21.26'));
  });

  it('raises the referral prompt at SpO2 86% and fills the referral block', async () => {
    const { user, dialog } = await openNewCopdVisit();
    await fill(user, within(dialog).getByLabelText('指脉氧饱和度'), '86');
    expect(await within(dialog).findByText('危急情况，建议紧急转诊')).toBeInTheDocument();
    await user.click(buttonIn(dialog, '填写转诊信息'));
    expect(within(dialog).getByLabelText('转诊原因')).toHaveValue(
      '危急情况：指脉氧饱和度 86% < 90%',
    );
  });

  it('needs the COPD card first', async () => {
    const { dialog } = await openNewCopdVisit(false);
    expect(await within(dialog).findByText('该居民尚无有效的慢阻肺患者管理卡')).toBeInTheDocument();
    expect(buttonIn(dialog, '保存')).toBeDisabled();
  });
});
