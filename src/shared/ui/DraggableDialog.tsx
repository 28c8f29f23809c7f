import './DraggableDialog.css';

import { Modal, type ModalProps } from 'antd';
import {
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { DIALOG_MIN_WIDTH } from '../constants';
import { dragTo, type Point, resizeTo, type Size } from './dialogGeometry';

export interface DraggableDialogProps extends Omit<ModalProps, 'modalRender' | 'width' | 'title'> {
  title: ReactNode;
  /** Width on opening, in px (at least 400). */
  width?: number;
  /** Height on opening, in px; by default the content decides until the user resizes. */
  height?: number;
  /** Start maximised. */
  defaultMaximised?: boolean;
}

const NO_OFFSET: Point = { x: 0, y: 0 };

/** What a user can type into or choose from; read-only identity fields are skipped. */
const EDITABLE = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');

/**
 * antd focuses the dialog's first focusable element, which may be a read-only field (所属机构 of
 * 修改密码); the user's cursor belongs in the first field they can edit. A field that asked
 * for focus itself (autoFocus) keeps it.
 */
const focusFirstEditable = (frame: HTMLElement | null): void => {
  if (!frame) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && frame.contains(active) && active.matches(EDITABLE)) return;
  frame.querySelector<HTMLElement>(`.ant-modal-body :is(${EDITABLE})`)?.focus();
};

/**
 * Where the cursor goes when the dialog has closed: back to what opened it (新增, 修改…), unless
 * the user put it somewhere on the page while the dialog zoomed out. antd's own return
 * (`focusTriggerAfterClose`) runs at the end of the zoom whatever has the cursor by then, so a
 * search typed meanwhile lost its cursor to 新增, and its Enter opened a new dialog.
 */
const returnFocus = (trigger: Element | null): void => {
  const active = document.activeElement;
  const placedOnPage =
    active instanceof HTMLElement &&
    active !== document.body &&
    active.closest('.ant-modal-root') === null;
  if (!placedOnPage && trigger instanceof HTMLElement && trigger.isConnected) {
    trigger.focus({ preventScroll: true });
  }
};

/**
 * Follows the pointer (mouse, pen or finger) until it is lifted; cleans up after itself. Pointer
 * events rather than mouse events, so a touch screen at a clinic desk can move and resize too.
 */
const track = (onMove: (point: Point) => void): void => {
  const move = (event: PointerEvent) => onMove({ x: event.clientX, y: event.clientY });
  const end = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
    document.body.style.removeProperty('user-select');
  };
  document.body.style.userSelect = 'none';
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
};

/**
 * The one dialog of the app (spec 2.1): antd's Modal, dragged by its title, maximised and
 * restored by a double click on the title, resized from the lower right corner down to
 * 400 × 300. Position and size start afresh each time it opens.
 */
export function DraggableDialog({
  title,
  width = 520,
  height,
  defaultMaximised = false,
  afterClose,
  afterOpenChange,
  className,
  styles,
  ...modalProps
}: DraggableDialogProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<Point>(NO_OFFSET);
  const [size, setSize] = useState<Size | null>(
    height ? { width: Math.max(width, DIALOG_MIN_WIDTH), height } : null,
  );
  const [maximised, setMaximised] = useState(defaultMaximised);
  // What had the cursor when the dialog opened, taken before the dialog moves it inside (antd
  // does that in passive effects, after this layout effect).
  const trigger = useRef<Element | null>(null);
  const { open, focusable } = modalProps;
  useLayoutEffect(() => {
    if (open) trigger.current = document.activeElement;
  }, [open]);
  // The return is ours (returnFocus); one object while the caller's is the same, as a drag
  // renders the dialog on every pointer move.
  const focusableProps = useMemo(
    () => ({ ...focusable, focusTriggerAfterClose: false }),
    [focusable],
  );

  const startDrag = useCallback(
    (event: ReactPointerEvent) => {
      if (event.button !== 0 || maximised || !frame.current) return;
      if ((event.target as HTMLElement).closest('button, a, input')) return;
      event.preventDefault();
      const rect = frame.current.getBoundingClientRect();
      const box = { left: rect.left, top: rect.top, width: rect.width };
      const pointerStart = { x: event.clientX, y: event.clientY };
      const start = offset;
      track((pointer) =>
        setOffset(
          dragTo(start, pointerStart, pointer, box, {
            width: window.innerWidth,
            height: window.innerHeight,
          }),
        ),
      );
    },
    [maximised, offset],
  );

  const startResize = useCallback(
    (event: ReactPointerEvent) => {
      if (event.button !== 0 || maximised || !frame.current) return;
      event.preventDefault();
      event.stopPropagation();
      const rect = frame.current.getBoundingClientRect();
      const start = { width: rect.width, height: rect.height };
      const pointerStart = { x: event.clientX, y: event.clientY };
      track((pointer) => setSize(resizeTo(start, pointerStart, pointer)));
    },
    [maximised],
  );

  const reset = () => {
    setOffset(NO_OFFSET);
    setSize(height ? { width: Math.max(width, DIALOG_MIN_WIDTH), height } : null);
    setMaximised(defaultMaximised);
    returnFocus(trigger.current);
    trigger.current = null;
    afterClose?.();
  };

  const currentWidth = maximised ? '100vw' : (size?.width ?? Math.max(width, DIALOG_MIN_WIDTH));
  // Until the user resizes, the content decides the height (antd's default).
  const heightStyle = maximised ? { height: '100vh' } : size ? { height: size.height } : {};
  const semanticStyles = typeof styles === 'object' ? styles : undefined;

  return (
    <Modal
      // The signed-in shell is one screen high and never scrolls the document (ShellLayout.css,
      // .gw-shell): there is no page scroll to lock, and antd's lock costs each opening two
      // style sheets written into <head> and a measure of the scrollbar (a forced style and
      // layout of the whole page under the dialog).
      scrollLock={false}
      {...modalProps}
      className={
        [className, maximised ? 'gw-dialog-maximised' : ''].filter(Boolean).join(' ') || undefined
      }
      width={currentWidth}
      focusable={focusableProps}
      afterClose={reset}
      afterOpenChange={(opened) => {
        if (opened) focusFirstEditable(frame.current);
        afterOpenChange?.(opened);
      }}
      styles={{
        ...semanticStyles,
        container: { ...semanticStyles?.container, ...heightStyle },
      }}
      title={
        <div
          className="gw-dialog-title"
          onPointerDown={startDrag}
          onDoubleClick={() => setMaximised((value) => !value)}
          title={maximised ? '双击标题还原' : '拖动标题移动，双击最大化'}
        >
          {title}
        </div>
      }
      modalRender={(node) => (
        <div
          ref={frame}
          className={`gw-dialog-frame${maximised ? ' is-maximised' : ''}`}
          style={maximised ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` }}
        >
          {node}
          {!maximised && (
            <span
              className="gw-dialog-resize"
              aria-hidden
              onPointerDown={startResize}
              title="拖动调整大小"
            />
          )}
        </div>
      )}
    />
  );
}
