import './assistantDrawer.css';

import { ConfigProvider, Drawer } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { selectAssistantOpen } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { DrawerBody } from './DrawerBody';
import { DrawerHeader } from './DrawerHeader';
import { ASSISTANT_KEEP_OPEN_ATTR } from './keepOpen';
import { useOutsideClose } from './useOutsideClose';
import { X_STYLES_THEME } from './xStylesTheme';

/**
 * The AI assistant drawer (spec 2.6), from the right, without a mask: the page stays visible and a
 * click outside closes it. Loaded lazily by AssistantMount on first open.
 */
export default function AssistantDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAssistantOpen);
  const panel = useRef<HTMLDivElement>(null);
  const [modalHost, setModalHost] = useState<HTMLDivElement | null>(null);
  const close = useCallback(() => dispatch(assistantActions.closed()), [dispatch]);
  const hostForModals = useCallback(() => modalHost ?? document.body, [modalHost]);

  useOutsideClose(open, panel, close);

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
        <ConfigProvider theme={X_STYLES_THEME}>
          <DrawerHeader />
          <DrawerBody open={open} panel={panel} modalHost={hostForModals} />
        </ConfigProvider>
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
