import { screen, waitFor } from '@testing-library/react';
import { type RouteObject } from 'react-router-dom';

import { type LoginLoaderData, RoutedLoginPage } from '@/features/auth';
import { setRuntimeConfig } from '@/services/config/runtimeConfig';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { expectRequiredMessagesOnSubmit } from '../../../utils/requiredMessages';

const loginRoutes = (data: LoginLoaderData): RouteObject[] => [
  {
    path: '/login',
    loader: () => data,
    HydrateFallback: () => null,
    Component: RoutedLoginPage,
  },
  { path: '/', element: <p>首页</p> },
];

const renderLogin = (data: Partial<LoginLoaderData> = {}) =>
  renderWithProviders(null, {
    routes: loginRoutes({ rememberedAccount: '', endNotice: null, ...data }),
    initialEntries: ['/login?redirect=/home'],
  });

describe('LoginPage', () => {
  beforeEach(() => setRuntimeConfig({ supportPhone: '0556-6211234' }));
  afterEach(() => setRuntimeConfig({}));

  it('shows the platform title, the fields and the support phone', async () => {
    renderLogin();
    expect(
      await screen.findByRole('heading', { level: 1, name: '基本公共卫生服务信息平台' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '记住账号' })).not.toBeChecked();
    expect(screen.getByText('技术支持电话：0556-6211234')).toBeInTheDocument();
    expect(document.title).toBe('登录 - 基本公共卫生服务信息平台');
  });

  it('with ismbShow on it is the county chronic-disease platform', async () => {
    setRuntimeConfig({ ismbShow: true });
    renderLogin();
    expect(
      await screen.findByRole('heading', { level: 1, name: '县域医共体慢病管理平台' }),
    ).toBeInTheDocument();
  });

  it('登录 with empty fields asks for each of them in Chinese', async () => {
    const { user } = renderLogin();
    await expectRequiredMessagesOnSubmit(user, /登\s*录/, [
      '请输入账号',
      '请输入密码',
      '请输入验证码',
    ]);
  });

  it('Enter submits the form', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('账号'), 'xzys01{Enter}');
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
  });

  it('a remembered account is filled in and 记住账号 stays ticked', async () => {
    renderLogin({ rememberedAccount: 'xzys01' });
    expect(await screen.findByLabelText('账号')).toHaveValue('xzys01');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
  });

  it('says why the last session ended', async () => {
    renderLogin({ endNotice: { kind: 'warning', text: '系统长时间未操作，请重新登录' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统长时间未操作，请重新登录');
  });

  it('shows a changed password as success, not in the error box', async () => {
    renderLogin({ endNotice: { kind: 'success', text: '密码修改成功，请重新登录' } });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('密码修改成功，请重新登录');
    expect(notice).toHaveClass('gw-login-notice-success');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a click on the captcha draws a new one under a new guid', async () => {
    const { user } = renderLogin();
    const image = await screen.findByAltText('验证码');
    const before = image.getAttribute('src');
    expect(before).toMatch(/\/GWEHR\/api\/tokens\/captchacode\?guid=[0-9a-f]{32}$/);
    await user.click(screen.getByRole('button', { name: /换一张/ }));
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).not.toBe(before));
  });

  it('a failed sign-in shows the reason and a new captcha, and keeps the account', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('账号'), 'xzys01');
    await user.type(screen.getByLabelText('密码'), 'Xz@5821#kc');
    await user.type(screen.getByLabelText('验证码'), 'ABCD');
    const captcha = screen.getByAltText('验证码').getAttribute('src');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    // No server in this test: the call fails as it would with the network down.
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByAltText('验证码').getAttribute('src')).not.toBe(captcha);
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('xzys01');
  });
});
