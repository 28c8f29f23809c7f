import { type AnswerPiece } from './responder/types';

/**
 * The two wire forms of spec 7.1/7.2. Chat: `Choices[0].delta` with `content` and
 * `reasoning_content`, ended by `[DONE]`. Reports (the "assistant chunk" form): one field per
 * event, `reasoning_content` or `content`, ended by `DONE`. A failure after the headers went out
 * is an event `{"error":{"message":"…"}}` and no end marker, so the client keeps what it has.
 */
export interface StreamProtocol {
  piece(piece: AnswerPiece): string[];
  done: string;
}

export const CHAT_PROTOCOL: StreamProtocol = {
  piece: ({ reasoning, content }) => {
    const delta: Record<string, string> = {};
    if (reasoning) delta.reasoning_content = reasoning;
    if (content) delta.content = content;
    return Object.keys(delta).length === 0
      ? []
      : [JSON.stringify({ Choices: [{ index: 0, delta }] })];
  },
  done: '[DONE]',
};

export const REPORT_PROTOCOL: StreamProtocol = {
  piece: ({ reasoning, content }) => [
    ...(reasoning ? [JSON.stringify({ reasoning_content: reasoning })] : []),
    ...(content ? [JSON.stringify({ content })] : []),
  ],
  done: 'DONE',
};

export const errorEvent = (message: string): string => JSON.stringify({ error: { message } });
