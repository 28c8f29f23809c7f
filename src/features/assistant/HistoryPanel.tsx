import { CloseOutlined, DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Conversations } from '@ant-design/x';
import { App, Button, Empty, Spin } from 'antd';
import { useMemo } from 'react';

import { selectSessionUser } from '@/features/auth';
import { useConversationListQuery } from '@/services/assistant';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { selectConversationId, selectHistoryPanel } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';
import { type HistoryEntry, toHistoryEntries } from './historyEntries';
import { ASSISTANT_KEEP_OPEN_ATTR } from './keepOpen';

/**
 * Past conversations grouped by date label (spec 2.6), each with title, HH:mm and a delete icon.
 * Mounted only while shown, so its list is fetched fresh on every opening and gone after.
 */
export function HistoryPanel({ modalHost }: { modalHost: () => HTMLElement }) {
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const panel = useAppSelector(selectHistoryPanel);
  const activeId = useAppSelector(selectConversationId);
  const userAcc = useAppSelector(selectSessionUser)?.UserAcc ?? '';
  const { data, isLoading } = useConversationListQuery(
    { userAcc },
    { refetchOnMountOrArgChange: true },
  );
  const entries = useMemo(() => toHistoryEntries(data ?? []), [data]);

  const confirmDelete = (entry: HistoryEntry) => {
    modal.confirm({
      title: ASSISTANT_TEXTS.deleteTitle,
      content: ASSISTANT_TEXTS.deleteContent,
      okText: ASSISTANT_TEXTS.ok,
      cancelText: ASSISTANT_TEXTS.cancel,
      okButtonProps: { danger: true },
      // The confirm box lives in a marked host: clicking it does not close the drawer.
      getContainer: modalHost,
      onOk: () => {
        dispatch(assistantActions.conversationDeleteConfirmed({ conversationId: entry.id }));
      },
    });
  };

  const items = entries.map((entry) => ({
    key: entry.id,
    group: entry.group,
    label: (
      <div
        className="gw-history-item"
        // The active entry does not fire onActiveChange; choosing it again still loads it.
        onClick={() => {
          if (entry.id === activeId)
            dispatch(assistantActions.historyEntryChosen({ conversationId: entry.id }));
        }}
      >
        <span className="gw-history-title" title={entry.title}>
          {entry.title}
        </span>
        <span className="gw-history-time">{entry.time}</span>
        <Button
          className="gw-history-delete"
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`${ASSISTANT_TEXTS.deleteConversation}：${entry.title}`}
          onClick={(event) => {
            event.stopPropagation();
            confirmDelete(entry);
          }}
        />
      </div>
    ),
  }));

  return (
    <div
      className={`gw-history${panel === 'closing' ? ' is-closing' : ''}`}
      role="dialog"
      aria-label={ASSISTANT_TEXTS.history}
      {...{ [ASSISTANT_KEEP_OPEN_ATTR]: '' }}
    >
      <div className="gw-history-head">
        <span>
          <HistoryOutlined /> {ASSISTANT_TEXTS.history}
        </span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={ASSISTANT_TEXTS.close}
          onClick={() => dispatch(assistantActions.historyCloseRequested())}
        />
      </div>
      <div className="gw-history-body">
        {isLoading ? (
          <div className="gw-history-loading">
            <Spin size="small" /> {ASSISTANT_TEXTS.historyLoading}
          </div>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ASSISTANT_TEXTS.historyEmpty} />
        ) : (
          <Conversations
            className="gw-history-list"
            items={items}
            groupable
            activeKey={activeId ?? undefined}
            onActiveChange={(key) =>
              dispatch(assistantActions.historyEntryChosen({ conversationId: String(key) }))
            }
          />
        )}
      </div>
    </div>
  );
}
