import { Bubble, type BubbleItemType, type BubbleListProps } from '@ant-design/x';
import { useMemo } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { AiAvatar } from './AiAvatar';
import { AnswerContent } from './AnswerContent';
import { AnswerFooter } from './AnswerFooter';
import { selectMessages } from './assistantSlice';

const ROLES: BubbleListProps['role'] = {
  ai: { placement: 'start', variant: 'borderless', avatar: <AiAvatar size={30} /> },
  user: { placement: 'end', variant: 'filled', shape: 'corner' },
};

/** The dialogue (spec 2.6): questions on the right, answers with their notes on the left. */
export function DialogueList() {
  const messages = useAppSelector(selectMessages);
  const items = useMemo(
    (): BubbleItemType[] =>
      messages.map((message) =>
        message.role === 'user'
          ? { key: message.id, role: 'user', content: message.content, className: 'gw-question' }
          : {
              key: message.id,
              role: 'ai',
              className: 'gw-reply',
              content: <AnswerContent message={message} />,
              streaming: message.status === 'streaming',
              footer:
                message.status === 'streaming' ? undefined : <AnswerFooter message={message} />,
            },
      ),
    [messages],
  );
  return <Bubble.List className="gw-dialogue" role={ROLES} items={items} autoScroll />;
}
