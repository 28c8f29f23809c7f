import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

import { noticeRaised } from '@/features/notices';
import { useAssistantCapabilitiesQuery } from '@/services/assistant';
import { COPY_TOAST_MS } from '@/shared/constants';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { type DialogueMessage } from './assistantModel';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';
import { copyText } from './copyText';

/**
 * Under a finished answer: the AI notice (spec 2.6) on a model's answers, or that the answer is
 * built in (no model wrote it); copy, and 重试 when it did not finish.
 */
export function AnswerFooter({ message }: { message: DialogueMessage }) {
  const dispatch = useAppDispatch();
  const unfinished = message.status === 'failed' || message.status === 'stopped';
  const { data: capabilities } = useAssistantCapabilitiesQuery();

  const copy = async () => {
    const copied = message.content !== '' && (await copyText(message.content));
    dispatch(
      copied
        ? noticeRaised({
            kind: 'success',
            style: 'toast',
            text: ASSISTANT_TEXTS.copied,
            duration: COPY_TOAST_MS / 1000,
          })
        : noticeRaised({
            kind: 'error',
            style: 'box',
            text: ASSISTANT_TEXTS.copyFailed,
            duration: 0,
          }),
    );
  };

  return (
    <div className="gw-answer-footer">
      <span className="gw-ai-notice">
        {capabilities?.upstream === false
          ? ASSISTANT_TEXTS.builtInNotice
          : ASSISTANT_TEXTS.aiNotice}
      </span>
      <span className="gw-answer-actions">
        {unfinished && (
          <Button
            size="small"
            type="link"
            icon={<ReloadOutlined />}
            onClick={() => dispatch(assistantActions.retryRequested({ messageId: message.id }))}
          >
            {ASSISTANT_TEXTS.retry}
          </Button>
        )}
        <Tooltip title={ASSISTANT_TEXTS.copy}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            aria-label={ASSISTANT_TEXTS.copy}
            onClick={copy}
          />
        </Tooltip>
      </span>
    </div>
  );
}
