import { act, screen } from '@testing-library/react';

import { versionPromptShown } from '@/features/version';

import { renderWithProviders } from '../../../utils/renderWithProviders';

const PROMPT = '系统已发布新版本，更新后可使用最新功能。是否立即刷新页面更新？';

describe('VersionPrompt (in AppProviders)', () => {
  it('renders nothing until a version is announced, then loads the dialog with both choices', async () => {
    const { store } = renderWithProviders(<p>页面</p>);
    expect(await screen.findByText('页面')).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();

    act(() => {
      store.dispatch(versionPromptShown({ version: '2.0.0' }));
    });
    expect(await screen.findByText(PROMPT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /更\s*新/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /稍\s*后/ })).toBeInTheDocument();
  }, 30_000);
});
