import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RowAction, RowConfirmAction, RowMenuAction } from '@/shared/ui/rowActions';

/**
 * A list row's operations are plain buttons; a menu or a confirmation is mounted at its
 * button's first press, open, and works as antd's own from then on.
 */
describe('row actions', () => {
  it('a plain operation is a button that runs once pressed, and not while it runs', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<RowAction onClick={onClick}>修改</RowAction>);
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <RowAction loading onClick={onClick}>
        修改
      </RowAction>,
    );
    const busy = screen.getByRole('button', { name: /修改/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('a menu is not rendered until its button is pressed, then opens and picks', async () => {
    const onPick = jest.fn();
    render(
      <RowMenuAction
        label="档案"
        items={[
          { key: 'health-profile', label: '健康画像' },
          { key: 'archive', label: '综合档案登记' },
        ]}
        onPick={onPick}
      />,
    );
    const button = screen.getByRole('button', { name: /档案/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-dropdown-trigger')).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();

    await userEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: '综合档案登记' });
    expect(screen.getByRole('button', { name: /档案/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(item);
    expect(onPick).toHaveBeenCalledWith('archive');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /档案/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('the keyboard keeps its place when the menu is put on the button', async () => {
    render(
      <RowMenuAction
        label="打印"
        items={[{ key: '/print/a', label: '随访服务记录表' }]}
        onPick={jest.fn()}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /打印/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: '随访服务记录表' });
    expect(screen.getByRole('button', { name: /打印/ })).toHaveFocus();
  });

  it('a confirmation asks before it runs, and 取消 runs nothing', async () => {
    const onConfirm = jest.fn();
    render(
      <RowConfirmAction
        label="终止管理"
        title="终止管理确认"
        description="确定终止 徐新 的管理？"
        onConfirm={onConfirm}
        danger
      />,
    );
    expect(screen.queryByText('终止管理确认')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '终止管理' }));
    await screen.findByText('确定终止 徐新 的管理？');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '终止管理' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
