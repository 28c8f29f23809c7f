import { type RefObject, useEffect } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { selectAssistantMode, selectHistoryPanel } from './assistantSelectors';
import { ChatPage } from './ChatPage';
import { HistoryPanel } from './HistoryPanel';
import { ReportPage } from './ReportPage';

/**
 * The drawer's page for its mode (chat or a report) and the history panel over it. Apart from the
 * drawer, so a change of mode or of the panel re-renders this body and not the drawer around it.
 */
export function DrawerBody({
  open,
  panel,
  modalHost,
}: {
  open: boolean;
  panel: RefObject<HTMLDivElement | null>;
  modalHost: () => HTMLElement;
}) {
  const mode = useAppSelector(selectAssistantMode);
  const history = useAppSelector(selectHistoryPanel);
  // Keyboard users land in the drawer, not behind it (also when a report replaces the chat).
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open, mode, panel]);
  return (
    <div className="gw-assistant-body">
      {mode === 'chat' ? <ChatPage /> : <ReportPage />}
      {history !== 'hidden' && <HistoryPanel modalHost={modalHost} />}
    </div>
  );
}
