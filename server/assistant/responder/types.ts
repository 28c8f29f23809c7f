/** One piece of a generated answer: thinking text, answer text, or both. */
export interface AnswerPiece {
  reasoning?: string;
  content?: string;
}

/** A generator of answer pieces that stops early when `signal` aborts. */
export type Responder = (signal: AbortSignal) => AsyncIterable<AnswerPiece>;

/** A failure to tell the client about in the stream itself (the headers are already sent). */
export class ResponderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponderError';
  }
}
