import { Think } from '@ant-design/x';
import { Alert, Spin } from 'antd';
import { memo } from 'react';

import { type DialogueMessage } from './assistantModel';
import { ASSISTANT_TEXTS } from './assistantTexts';
import { MarkdownView } from './MarkdownView';

/**
 * An answer: the reasoning as a collapsible block above, the markdown answer, and what became
 * of the stream (stopped, cut off). What arrived always stays on screen.
 */
export const AnswerContent = memo(function AnswerContent({
  message,
  showState = true,
}: {
  message: DialogueMessage;
  /** Off where the page shows the stream's state itself (the report's progress line). */
  showState?: boolean;
}) {
  const streaming = message.status === 'streaming';
  const thinking = streaming && message.content === '';
  return (
    <div className={`gw-answer${streaming ? ' is-streaming' : ''}`}>
      {message.reasoning && (
        <Think
          className="gw-think"
          title={thinking ? ASSISTANT_TEXTS.thinking : ASSISTANT_TEXTS.thought}
          loading={thinking}
          blink={thinking}
          defaultExpanded
        >
          <div className="gw-reasoning">{message.reasoning}</div>
        </Think>
      )}
      {message.content ? (
        <MarkdownView text={message.content} growing={streaming} />
      ) : (
        streaming &&
        !message.reasoning && (
          <div className="gw-waiting">
            <Spin size="small" /> {ASSISTANT_TEXTS.waiting}
          </div>
        )
      )}
      {showState && message.status === 'stopped' && (
        <div className="gw-answer-state">{ASSISTANT_TEXTS.stopped}</div>
      )}
      {message.status === 'failed' && (
        <Alert
          className="gw-answer-alert"
          type="warning"
          showIcon
          title={message.error ?? ASSISTANT_TEXTS.cutOff}
        />
      )}
    </div>
  );
});
