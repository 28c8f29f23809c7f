import { screen, waitFor, within } from '@testing-library/react';

import { setRuntimeConfig } from '@/services/config/runtimeConfig';
import { readShellFlags } from '@/services/config/shellFlags';
import { ASSISTANT_PATHS } from '@/services/contract/assistantPaths';

import { type FakeCall, installFakeApi, paged } from './fakeApi';
import { renderResourcePage } from './renderResourcePage';

jest.setTimeout(120_000);

const LECTURE = {
  ID: '11',
  activityType: '2',
  activityDate: '2026-11-03',
  activityTime: '09:00—10:30',
  activityPlace: '孔城镇卫生院三楼会议室',
  theme: '高血压患者的自我管理',
  organizer: '孔城镇卫生院公共卫生科',
  speaker: '王建国',
  audience: '辖区高血压患者及家属',
  participants: 46,
  summary: '讲解限盐与规律服药。',
  doctorSignature: '李娟',
  principal: '王建国',
  fillDate: '2026-11-04',
};
const BOARD = {
  ...LECTURE,
  ID: '12',
  activityType: '1',
  theme: '冬季心脑血管疾病预防',
  participants: 0,
  speaker: undefined,
  activityTime: undefined,
};

const educationApi = (call: FakeCall) => {
  if (call.path === '/api/healtheducations' && call.method === 'GET') {
    return { response: paged([LECTURE, BOARD]) };
  }
  if (call.path === '/api/healtheducations/11') return { response: LECTURE };
  return undefined;
};

const rowOf = (theme: string): HTMLElement => screen.getByText(theme).closest('tr') as HTMLElement;

const EXPECTED_PARAMS = {
  topic: '高血压患者的自我管理',
  audience: '辖区高血压患者及家属',
  speaker: '王建国',
  time: '2026-11-03 09:00—10:30',
  place: '孔城镇卫生院三楼会议室',
};

describe('生成讲座报告 on 健康教育活动', () => {
  afterEach(() => setRuntimeConfig({}));

  describe('where the deployment shows the assistant', () => {
    beforeEach(() => {
      setRuntimeConfig({ isAIShow: true });
    });

    it('opens the lecture report (mode 2) with the lecture’s topic, audience, speaker, time and place', async () => {
      const calls = installFakeApi(educationApi);
      const { user, store } = await renderResourcePage('healtheducations', ['update']);
      await screen.findByText(LECTURE.theme);
      // A bulletin board is no lecture: it has no report to generate.
      expect(within(rowOf(BOARD.theme)).queryByRole('button', { name: '生成讲座报告' })).toBeNull();

      await user.click(within(rowOf(LECTURE.theme)).getByRole('button', { name: '生成讲座报告' }));

      const assistant = store.getState().assistant;
      expect(assistant).toMatchObject({
        open: true,
        mode: 'lecture',
        report: { kind: 'lecture', title: '健康知识讲座报告', params: EXPECTED_PARAMS },
      });
      // The stream is asked for with the same content the drawer shows.
      await waitFor(() =>
        expect(
          calls.find((call) => call.path === ASSISTANT_PATHS.lectureReportStream)?.body,
        ).toEqual(EXPECTED_PARAMS),
      );
    });

    it('offers it in the lecture’s record dialog too', async () => {
      installFakeApi(educationApi);
      const { user, store } = await renderResourcePage('healtheducations', ['update']);
      await screen.findByText(LECTURE.theme);
      await user.click(within(rowOf(LECTURE.theme)).getByRole('button', { name: '修改' }));
      const dialog = await screen.findByRole('dialog');
      const action = await within(dialog).findByRole('button', { name: /生成讲座报告/ });
      await user.click(action);
      expect(store.getState().assistant.report?.params).toEqual(EXPECTED_PARAMS);
    });
  });

  it('is not offered where the deployment hides the assistant', async () => {
    setRuntimeConfig({ isAIShow: false });
    expect(readShellFlags().showAssistant).toBe(false);
    installFakeApi(educationApi);
    await renderResourcePage('healtheducations', ['update']);
    await screen.findByText(LECTURE.theme);
    expect(screen.queryByRole('button', { name: '生成讲座报告' })).toBeNull();
    // The row still offers what it always does.
    expect(within(rowOf(LECTURE.theme)).getByRole('button', { name: '修改' })).toBeTruthy();
  });
});
