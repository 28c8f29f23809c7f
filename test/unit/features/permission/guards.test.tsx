import { act, screen } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';

import { sessionRestored } from '@/features/auth';
import {
  CODE_LIST_MISSING,
  menuLoaded,
  RequirePermission,
  RequireRole,
  ROLE_LIST_MISSING,
  usePermission,
} from '@/features/permission';
import { type PublicSession } from '@/services/session/sessionTypes';

import { renderWithProviders } from '../../../utils/renderWithProviders';

const session = {
  UserName: '李秀英',
  UserAcc: 'xzys01',
  HospitalName: '孔城镇卫生院',
} as PublicSession;

const menus = [
  {
    MenuLink: '/archives/persons',
    MenuComponet: 'persons',
    MenuName: 'Persons',
    FunctionName: '个人健康档案',
    NextMenus: [
      {
        MenuLink: 'formBtns',
        MenuComponet: '',
        MenuName: 'PersonsBtns',
        FunctionName: '按钮',
        Buttons: [{ FunDetailID: 'persons:create' }],
      },
    ],
  },
];

function Probe({ codes }: { codes: string[] }) {
  return <span>{usePermission(codes) ? '有权限' : '无权限'}</span>;
}

class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('permission guards', () => {
  it('render their children only when a code or role is held', () => {
    const { store } = renderWithProviders(
      <>
        <RequirePermission codes={['persons:create']}>
          <button type="button">新增</button>
        </RequirePermission>
        <RequirePermission codes={['persons:deletes']}>
          <button type="button">删除</button>
        </RequirePermission>
        <RequireRole roles={['admin']}>
          <span>管理员可见</span>
        </RequireRole>
        <RequireRole roles={['editor']}>
          <span>编辑可见</span>
        </RequireRole>
        <Probe codes={['persons:create']} />
      </>,
    );
    expect(screen.queryByText('新增')).toBeNull();
    expect(screen.queryByText('管理员可见')).toBeNull();
    expect(screen.getByText('无权限')).toBeInTheDocument();

    act(() => {
      store.dispatch(sessionRestored({ session, at: 0 }));
      store.dispatch(menuLoaded({ menus, copdEnabled: true }));
    });
    expect(screen.getByText('新增')).toBeInTheDocument();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getByText('管理员可见')).toBeInTheDocument();
    expect(screen.queryByText('编辑可见')).toBeNull();
    expect(screen.getByText('有权限')).toBeInTheDocument();
  });

  it.each([
    ['RequirePermission', RequirePermission, CODE_LIST_MISSING],
    ['RequireRole', RequireRole, ROLE_LIST_MISSING],
  ])('%s throws when its list is missing', (_name, Guard, message) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Untyped = Guard as unknown as (props: { children: ReactNode }) => ReactElement | null;
    renderWithProviders(
      <Catch>
        <Untyped>按钮</Untyped>
      </Catch>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    error.mockRestore();
  });
});
