import './assistantDrawer.css';

import { Drawer } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import {
  assistantActions,
  selectAssistantMode,
  selectAssistantOpen,
  selectHistoryPanel,
} from './assistantSlice';
import { ChatPage } from './ChatPage';
import { DrawerHeader } from './DrawerHeader';
import { HistoryPanel } from './HistoryPanel';
import { ASSISTANT_KEEP_OPEN_ATTR } from './keepOpen';
import { ReportPage } from './ReportPage';
import { useOutsideClose } from './useOutsideClose';

/**
 * The AI assistant drawer (spec 2.6), from the right, without a mask: the page stays visible and a
 * click outside closes it. Loaded lazily by AssistantMount on first open.
 */
export default function AssistantDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAssistantOpen);
  const mode = useAppSelector(selectAssistantMode);
  const history = useAppSelector(selectHistoryPanel);
  const panel = useRef<HTMLDivElement>(null);
  const [modalHost, setModalHost] = useState<HTMLDivElement | null>(null);
  const close = useCallback(() => dispatch(assistantActions.closed()), [dispatch]);
  const hostForModals = useCallback(() => modalHost ?? document.body, [modalHost]);

  useOutsideClose(open, panel, close);
  // Keyboard users land in the drawer, not behind it.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open, mode]);

  return (
    <>
      <Drawer
        open={open}
        placement="right"
        mask={false}
        closable={false}
        size="min(640px, 100vw)"
        rootClassName="gw-assistant"
        // The header is our own (no antd title), so the dialog is named here for screen readers.
        aria-label="智能助手"
        onClose={close}
        drawerRender={(node) => (
          <div ref={panel} className="gw-assistant-panel">
            {node}
          </div>
        )}
      >
        <DrawerHeader />
        <div className="gw-assistant-body">
          {mode === 'chat' ? <ChatPage /> : <ReportPage />}
          {history !== 'hidden' && <HistoryPanel modalHost={hostForModals} />}
        </div>
      </Drawer>
      {createPortal(
        <div
          className="gw-assistant-modal-host"
          ref={setModalHost}
          {...{ [ASSISTANT_KEEP_OPEN_ATTR]: '' }}
        />,
        document.body,
      )}
    </>
  );
}
