import '../../../utils/messageChannelStub';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { makeStore } from '@/app/store';
import { maskIdCard } from '@/domain/identity';
import { archivePages } from '@/features/archives';
import { sessionRestored } from '@/features/auth';
import { menuLoaded } from '@/features/permission';
import {
  DUPLICATE_PAGE_COMPONENT,
  PERSON_MERGE_CODE,
  PERSON_VIEW_FULL_CODE,
} from '@/services/contract';
import { resetVersionCheck } from '@/services/http/versionCheck';
import { type PublicSession } from '@/services/session/sessionTypes';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { type FakeCall, installFakeApi, paged, validId } from '../resources/fakeApi';
import { menuFor } from '../resources/renderResourcePage';

// antd in jsdom is slow on a shared two-core machine.
jest.setTimeout(120_000);

const PERSON_NUM = '340881100201000001';
const OTHER_NUM = '340881100000000047';
const ID_CARD = validId('19610807', '063');
const OTHER_ID = validId('19610807', '603');

const RECORD = {
  personNum: PERSON_NUM,
  fileNum: '34088110020100001',
  name: '徐新',
  sex: '1',
  birthDate: '1961-08-07',
  IDCardNo: ID_CARD,
  phone: '13905561234',
  regionCode: '340881100201',
  hospitalId: '34088110020101',
  hospitalName: '桐梓村卫生室',
  address: '桐城市孔城镇桐梓村一组1号',
  services: [
    { family: 'hypertensionCard', title: '高血压患者管理卡', count: 1, latestDate: '2025-03-02' },
    {
      family: 'hypertensionFollowUp',
      title: '高血压患者随访服务记录',
      count: 7,
      latestDate: '2026-10-20',
    },
  ],
};

const SUSPECT = {
  personNum: OTHER_NUM,
  name: '徐新',
  sex: '1',
  birthDate: '1961-08-07',
  IDCardNo: OTHER_ID,
  status: '1',
  hospitalId: '340881100001',
  hospitalName: '孔城镇卫生院',
  inScope: true,
  matchedBy: 'nameBirthDate',
};

const renderView = async (codes: readonly string[], isAdmin = false) => {
  const calls = installFakeApi((call: FakeCall) => {
    if (call.path === `/api/persons/details/${PERSON_NUM}`) return { response: RECORD };
    if (call.path === '/api/persons/duplicate') {
      return { response: paged(call.query.get('personNum') === PERSON_NUM ? [SUSPECT] : []) };
    }
    if (call.path === '/api/regions') {
      return { response: paged([{ regionCode: '340881100201', regionName: '桐梓村' }]) };
    }
    if (call.method === 'GET') return { response: paged([]) };
    return { response: null };
  });
  resetVersionCheck();
  const store = makeStore();
  act(() => {
    store.dispatch(
      sessionRestored({
        session: { UserName: '王建国', UserAcc: 'qyadmin', IsAdmin: isAdmin } as PublicSession,
        at: 0,
      }),
    );
    store.dispatch(
      menuLoaded({
        // Each code on its page's buttons: the merge is 重复档案's, the rest the archive's.
        menus: ['persons', DUPLICATE_PAGE_COMPONENT].flatMap((page) =>
          menuFor(
            page,
            codes
              .filter((code) => code.startsWith(`${page}:`))
              .map((code) => code.slice(page.length + 1)),
          ),
        ),
        copdEnabled: true,
      }),
    );
  });
  const { default: Page } = await archivePages.viewPersonInfo();
  const rendered = renderWithProviders(null, {
    store,
    routes: [{ path: '/dialog/view-person-info/:personNum/:personnelName', element: <Page /> }],
    initialEntries: [`/dialog/view-person-info/${PERSON_NUM}/${encodeURIComponent('徐新')}`],
  });
  await screen.findByTestId('view-person-info');
  return {
    ...rendered,
    calls,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
};

const page = () => screen.getByTestId('view-person-info');

describe('ViewPersonInfoPage (档案信息查看)', () => {
  it('masks the ID number and phone without the view-full code, names as the server sent them', async () => {
    await renderView(['persons:update']);
    await within(page()).findByText(maskIdCard(ID_CARD));
    expect(page().textContent).not.toContain(ID_CARD);
    expect(page().textContent).not.toContain('13905561234');
    expect(page().textContent).toContain('敏感信息已脱敏');
    // The suspected duplicate (one of the user's own residents): its name as the server sent it
    // (NAME_MASKING), its ID masked, and no merge without the code.
    const alert = await screen.findByTestId('duplicate-archives');
    expect(alert.textContent).toContain('徐新');
    expect(alert.textContent).toContain(maskIdCard(OTHER_ID));
    expect(alert.textContent).not.toContain(OTHER_ID);
    expect(alert.textContent).toContain('姓名、出生日期相同');
    expect(within(alert).queryByRole('button', { name: /合并到本档案/ })).toBeNull();
  });

  it('shows the ID number in full with the view-full code', async () => {
    await renderView([PERSON_VIEW_FULL_CODE]);
    await within(page()).findByText(ID_CARD);
    expect(page().textContent).toContain('13905561234');
    expect(page().textContent).not.toContain('敏感信息已脱敏');
    const alert = await screen.findByTestId('duplicate-archives');
    expect(alert.textContent).toContain(OTHER_ID);
  });

  it('shows 所属区划 by name and the service summary the server returns', async () => {
    await renderView([]);
    await within(page()).findByText('桐梓村');
    const region = within(page()).getByText('所属区划').closest('th')!;
    expect(region.nextElementSibling?.textContent).toBe('桐梓村');
    const services = screen.getByTestId('archive-services');
    const rows = within(services).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '高血压患者管理卡12025-03-02',
      '高血压患者随访服务记录72026-10-20',
    ]);
  });

  it('asks before a merge with a confirmation that names both archives', async () => {
    const { user, calls } = await renderView([PERSON_MERGE_CODE, PERSON_VIEW_FULL_CODE]);
    const alert = await screen.findByTestId('duplicate-archives');
    await user.click(within(alert).getByRole('button', { name: /合并到本档案/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确认合并档案？');
    expect(dialog.textContent).toContain(`徐新（个人编号 ${OTHER_NUM}，孔城镇卫生院）`);
    expect(dialog.textContent).toContain(`徐新（个人编号 ${PERSON_NUM}）`);
    await user.click(within(dialog).getByRole('button', { name: /确认合并/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/persons/fileMerge')?.body).toEqual({
        personNum: PERSON_NUM,
        mergePersonNums: [OTHER_NUM],
      }),
    );
  });

  it('offers the merge to the regional administrator (IsAdmin) without the button code', async () => {
    await renderView([], true);
    const alert = await screen.findByTestId('duplicate-archives');
    expect(within(alert).getByRole('button', { name: /合并到本档案/ })).toBeTruthy();
  });
});
