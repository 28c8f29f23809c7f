import { type DialogueMessage } from './assistantModel';

/**
 * Whether two dialogues have the same outline: the same messages in the same order, each with
 * the same role, status and question. A streaming answer only grows its content and reasoning,
 * which the outline ignores, so the dialogue list (and antd X's Bubble.List, whose bubbles all
 * re-render with it) renders once per question or finished answer, not once per chunk; the
 * growing answer re-renders alone (`LiveAnswer`).
 */
export const sameDialogueOutline = (
  a: readonly DialogueMessage[],
  b: readonly DialogueMessage[],
): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((message, index) => {
      const other = b[index]!;
      return (
        message === other ||
        (message.id === other.id &&
          message.role === other.role &&
          message.status === other.status &&
          message.question === other.question &&
          message.error === other.error &&
          // A question's text is its content; only an answer's content grows.
          (message.role === 'assistant' || message.content === other.content))
      );
    }));
