import { useAppSelector } from '@/shared/hooks/storeHooks';

import { AnswerContent } from './AnswerContent';
import { selectMessages } from './assistantSelectors';

/**
 * An answer of the dialogue, read from the store by its id: while it streams, each batch of
 * text re-renders this answer alone (the list around it keeps its outline), and inside it only
 * the growing last markdown block is parsed again (MarkdownView).
 */
export function LiveAnswer({ id }: { id: string }) {
  const message = useAppSelector((state) => selectMessages(state).find((item) => item.id === id));
  return message ? <AnswerContent message={message} /> : null;
}
