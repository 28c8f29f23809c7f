import { Bubble, type BubbleItemType, type BubbleListProps } from '@ant-design/x';
import { type ComponentRef, useMemo, useRef } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { AiAvatar } from './AiAvatar';
import { AnswerFooter } from './AnswerFooter';
import { selectMessages } from './assistantSelectors';
import { sameDialogueOutline } from './dialogueOutline';
import { LiveAnswer } from './LiveAnswer';
import { useFollowEnd } from './useFollowEnd';

const ROLES: BubbleListProps['role'] = {
  ai: { placement: 'start', variant: 'borderless', avatar: <AiAvatar size={30} /> },
  user: { placement: 'end', variant: 'filled', shape: 'corner' },
};

/**
 * The dialogue (spec 2.6): questions on the right, answers with their notes on the left. The
 * list follows the dialogue's outline only (sameDialogueOutline): a streaming answer's chunks
 * re-render its `LiveAnswer`, not every bubble of the list. The end stays in view as an answer
 * grows (useFollowEnd), not through the list's own `autoScroll`.
 */
export function DialogueList() {
  const messages = useAppSelector(selectMessages, sameDialogueOutline);
  const listRef = useRef<ComponentRef<typeof Bubble.List>>(null);
  useFollowEnd(listRef, messages.length);
  const items = useMemo(
    (): BubbleItemType[] =>
      messages.map((message) =>
        message.role === 'user'
          ? { key: message.id, role: 'user', content: message.content, className: 'gw-question' }
          : {
              key: message.id,
              role: 'ai',
              className: 'gw-reply',
              content: <LiveAnswer id={message.id} />,
              streaming: message.status === 'streaming',
              // Rendered when the answer has ended, so it holds the whole text to copy.
              footer:
                message.status === 'streaming' ? undefined : <AnswerFooter message={message} />,
            },
      ),
    [messages],
  );
  return (
    <Bubble.List
      ref={listRef}
      className="gw-dialogue"
      role={ROLES}
      items={items}
      autoScroll={false}
    />
  );
}
