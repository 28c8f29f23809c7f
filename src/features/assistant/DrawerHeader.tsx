import { CloseOutlined, FormOutlined, HistoryOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { AiAvatar } from './AiAvatar';
import { selectAssistantMode, selectHistoryPanel } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';

/** The drawer's title bar: the assistant's name, new conversation, history and close. */
export function DrawerHeader() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectAssistantMode);
  const history = useAppSelector(selectHistoryPanel);
  const chat = mode === 'chat';

  return (
    <header className="gw-assistant-header">
      <AiAvatar size={36} />
      <div className="gw-assistant-heading">
        <div className="gw-assistant-title">{ASSISTANT_TEXTS.title}</div>
        <div className="gw-assistant-subtitle">{ASSISTANT_TEXTS.subtitle}</div>
      </div>
      <div className="gw-assistant-tools">
        {chat ? (
          <>
            <Button
              type="text"
              icon={<FormOutlined />}
              onClick={() => dispatch(assistantActions.newConversationStarted())}
            >
              {ASSISTANT_TEXTS.newConversation}
            </Button>
            <Button
              type="text"
              icon={<HistoryOutlined />}
              aria-pressed={history === 'open'}
              onClick={() =>
                dispatch(
                  history === 'open'
                    ? assistantActions.historyCloseRequested()
                    : assistantActions.historyOpened(),
                )
              }
            >
              {ASSISTANT_TEXTS.history}
            </Button>
          </>
        ) : (
          <Button
            type="text"
            icon={<MessageOutlined />}
            onClick={() => dispatch(assistantActions.opened({ mode: 'chat' }))}
          >
            {ASSISTANT_TEXTS.newConversation}
          </Button>
        )}
        <Tooltip title={ASSISTANT_TEXTS.close}>
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={ASSISTANT_TEXTS.close}
            onClick={() => dispatch(assistantActions.closed())}
          />
        </Tooltip>
      </div>
    </header>
  );
}
