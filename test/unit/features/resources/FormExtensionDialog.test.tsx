import { act, fireEvent, screen } from '@testing-library/react';

import { createFormExtensions, type FormExtension } from '@/features/resources';
import { getFamily } from '@/services/contract';

import { installFakeApi, paged } from './fakeApi';
import { buttonIn, dialogs, renderResourcePage } from './renderResourcePage';

jest.setTimeout(120_000);

const RULES_SHOWN = '本表单的规则已加载';
const useTestRules = (): FormExtension => ({ header: <p>{RULES_SHOWN}</p> });

/**
 * The record dialog takes its family's rules from the table the app provides: when they have not
 * loaded yet (no page loaded them), the dialog waits for them on its own, the page stays, and it
 * opens with them.
 */
describe('a record dialog whose rules are still loading', () => {
  it('opens once they have loaded, with them, and the page stays meanwhile', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loader = jest.fn(() => loaded.then(() => ({ hypertensionCard: useTestRules })));
    const formExtensions = createFormExtensions({ hypertensionCard: loader });
    installFakeApi((call) => {
      if (call.path === '/api/hypertensionCard') return { response: paged([]) };
      if (call.path === '/api/hypertensionCard/formInit') return { response: {} };
      return undefined;
    });
    await renderResourcePage('hypertensionCard', ['create'], undefined, undefined, {
      formExtensions,
    });
    await screen.findAllByText('暂无数据');

    // The dialog suspends on its rules: an awaited act lets React say nothing of it.
    await act(async () => {
      fireEvent.click(buttonIn(document.body, '新增'));
      await Promise.resolve();
    });
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dialogs()).toEqual([]);
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);

    await act(async () => {
      release();
      await loaded;
    });
    expect(
      await screen.findByText(`新增${getFamily('hypertensionCard').title}`),
    ).toBeInTheDocument();
    expect(await screen.findByText(RULES_SHOWN)).toBeInTheDocument();
  });
});
