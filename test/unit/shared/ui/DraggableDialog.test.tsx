import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { DraggableDialog } from '@/shared/ui/DraggableDialog';

const frameOf = () => document.querySelector<HTMLElement>('.gw-dialog-frame')!;

describe('DraggableDialog', () => {
  // jsdom lacks getComputedStyle(elt, pseudo), which antd's scroll lock measures with.
  beforeEach(() => {
    const original = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Not implemented')) original(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens without antd's page scroll lock: the shell never scrolls the document", async () => {
    render(
      <DraggableDialog open title="新增" footer={null}>
        <p>内容</p>
      </DraggableDialog>,
    );
    await screen.findByText('内容');
    const locks = Array.from(document.querySelectorAll('style')).filter((style) =>
      (style.textContent ?? '').includes('overflow-y: hidden'),
    );
    expect(locks).toEqual([]);
  });

  it('moves by its title, maximises on double click and resizes to at least 400 × 300', async () => {
    render(
      <DraggableDialog open title="修改密码" footer={null}>
        <p>内容</p>
      </DraggableDialog>,
    );
    const title = await screen.findByText('修改密码');
    jest.spyOn(frameOf(), 'getBoundingClientRect').mockReturnValue({
      left: 400,
      top: 100,
      width: 520,
      height: 360,
      right: 920,
      bottom: 460,
      x: 400,
      y: 100,
      toJSON: () => ({}),
    });

    fireEvent.pointerDown(title, { button: 0, clientX: 500, clientY: 120 });
    fireEvent.pointerMove(window, { clientX: 540, clientY: 170 });
    fireEvent.pointerUp(window);
    await waitFor(() => expect(frameOf().style.transform).toBe('translate(40px, 50px)'));

    fireEvent.pointerDown(document.querySelector('.gw-dialog-resize')!, {
      button: 0,
      clientX: 920,
      clientY: 460,
    });
    fireEvent.pointerMove(window, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(window);
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.ant-modal-container')!.style.height).toBe(
        '300px',
      ),
    );
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('400px');

    fireEvent.doubleClick(title);
    await waitFor(() =>
      expect(document.querySelector('.ant-modal')).toHaveClass('gw-dialog-maximised'),
    );
    expect(document.querySelector<HTMLElement>('.ant-modal-container')!.style.height).toBe('100vh');
    expect(document.querySelector('.gw-dialog-resize')).toBeNull();
    fireEvent.doubleClick(title);
    await waitFor(() =>
      expect(document.querySelector('.ant-modal')).not.toHaveClass('gw-dialog-maximised'),
    );
  });

  it('puts the cursor in the first field the user can edit, not a read-only one', async () => {
    render(
      <DraggableDialog open title="修改密码" footer={null}>
        <input aria-label="所属机构" readOnly defaultValue="孔城镇卫生院" />
        <input aria-label="旧密码" />
      </DraggableDialog>,
    );
    await waitFor(() => expect(screen.getByLabelText('旧密码')).toHaveFocus());
  });

  describe('when it has closed, the cursor', () => {
    /** A page with 新增 and a search box, and the dialog 新增 opened. */
    const renderPage = (open: boolean, afterClose: () => void) => (
      <>
        <button type="button">新增</button>
        <input aria-label="查询" />
        <DraggableDialog open={open} title="新增居民健康档案" footer={null} afterClose={afterClose}>
          <input aria-label="姓名" />
        </DraggableDialog>
      </>
    );

    const openFrom = async (afterClose: () => void) => {
      const { rerender } = render(renderPage(false, afterClose));
      const trigger = screen.getByRole('button', { name: '新增' });
      trigger.focus();
      rerender(renderPage(true, afterClose));
      await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveFocus());
      return { trigger, rerender };
    };

    it('goes back to what opened the dialog', async () => {
      const afterClose = jest.fn();
      const { trigger, rerender } = await openFrom(afterClose);
      rerender(renderPage(false, afterClose));
      await waitFor(() => expect(afterClose).toHaveBeenCalled());
      expect(trigger).toHaveFocus();
    });

    it('stays where the user put it on the page while the dialog closed', async () => {
      const afterClose = jest.fn();
      const { rerender } = await openFrom(afterClose);
      const search = screen.getByLabelText('查询');
      act(() => {
        rerender(renderPage(false, afterClose));
        search.focus();
      });
      await waitFor(() => expect(afterClose).toHaveBeenCalled());
      expect(search).toHaveFocus();
    });
  });
});
