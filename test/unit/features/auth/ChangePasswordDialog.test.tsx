import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';

import { makeStore } from '@/app/store';
import { ChangePasswordDialog } from '@/features/auth';
import { signedIn } from '@/services/session/sessionEvents';
import { PASSWORD_HINT_MESSAGE, PASSWORD_RULE_MESSAGE } from '@/shared/password';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { expectRequiredMessagesOnSubmit } from '../../../utils/requiredMessages';
import { NOW, publicSession } from '../../sagas/fixtures';

const renderDialog = (closable = true) => {
  const store = makeStore();
  store.dispatch(signedIn({ session: publicSession(), at: NOW }));
  const onClose = jest.fn();
  const view = renderWithProviders(
    <Suspense fallback={null}>
      <ChangePasswordDialog open closable={closable} onClose={onClose} />
    </Suspense>,
    { store },
  );
  return { ...view, onClose };
};

const field = (label: string) => screen.getByLabelText(label);

describe('ChangePasswordDialog', () => {
  afterEach(() => localStorage.clear());

  it('shows institution, name and account read-only', async () => {
    renderDialog();
    expect(await screen.findByDisplayValue('孔城镇卫生院')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('李秀英')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('xzys01')).toHaveAttribute('readonly');
    expect(screen.getAllByText(PASSWORD_HINT_MESSAGE).length).toBeGreaterThan(0);
  });

  it('asks for the old password when it is left empty', async () => {
    renderDialog();
    const old = await screen.findByLabelText('旧密码');
    fireEvent.focus(old);
    fireEvent.blur(old);
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
  });

  it.each([
    ['Short1!', PASSWORD_RULE_MESSAGE],
    ['alllowercase1!', PASSWORD_RULE_MESSAGE],
    ['Abcd#2468x', PASSWORD_HINT_MESSAGE],
    ['Kp@7774#mz', PASSWORD_HINT_MESSAGE],
  ])('rejects the new password %s', async (value, message) => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('新密码'), value);
    await waitFor(() =>
      expect(
        screen.getAllByText(message).filter((node) => node.closest('.ant-form-item-explain')),
      ).not.toHaveLength(0),
    );
  });

  it('accepts a strong new password without runs and checks the confirmation', async () => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('新密码'), 'Kp@7294#mz');
    await user.type(field('确认密码'), 'Kp@7294#my');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(
      screen
        .queryAllByText(PASSWORD_RULE_MESSAGE)
        .filter((node) => node.closest('.ant-form-item-explain')),
    ).toHaveLength(0);
    await user.clear(field('确认密码'));
    await user.type(field('确认密码'), 'Kp@7294#mz');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一致')).not.toBeInTheDocument());
  });

  it('保存 with empty fields shows every required message', async () => {
    const { user } = renderDialog();
    await expectRequiredMessagesOnSubmit(user, /保\s*存/, [
      '请输入旧密码',
      '请输入新密码',
      '请再次输入新密码',
    ]);
  });

  it('a failed save shows why and keeps what the user typed', async () => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('旧密码'), 'Xz@5821#kc');
    await user.type(field('新密码'), 'Kp@7294#mz');
    await user.type(field('确认密码'), 'Kp@7294#mz');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    // jsdom has no network, so the call fails like an unreachable server.
    expect(await screen.findByText('无法连接服务器，请检查网络后重试')).toBeInTheDocument();
    expect(field('旧密码')).toHaveValue('Xz@5821#kc');
    expect(field('新密码')).toHaveValue('Kp@7294#mz');
    expect(field('确认密码')).toHaveValue('Kp@7294#mz');
  });

  it('offers 关闭 only when closing is allowed', async () => {
    const { user, onClose } = renderDialog(true);
    await screen.findByLabelText('旧密码');
    // The footer button and the corner ×, both named 关闭.
    const closers = screen.getAllByRole('button', { name: /关\s*闭/ });
    expect(closers).toHaveLength(2);
    await user.click(closers.find((button) => !button.classList.contains('ant-modal-close'))!);
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot be closed when the password must change', async () => {
    renderDialog(false);
    await screen.findByLabelText('旧密码');
    expect(screen.queryByRole('button', { name: /关\s*闭/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /退出系统/ })).toBeInTheDocument();
  });

  it('退出系统 asks 确定退出系统吗？ and 取消 does nothing', async () => {
    const { user, store } = renderDialog(false);
    await user.click(await screen.findByRole('button', { name: /退出系统/ }));
    expect(await screen.findByText('确定退出系统吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(store.getState().session.status).toBe('signedIn');
  });
});
