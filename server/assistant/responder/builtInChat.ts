import { fallbackAnswer, findEntry } from '../knowledge';
import { type Pace, typeOut } from './pace';
import { type Responder } from './types';

/** The knowledge base's answer to a question about the service rules, or what it covers. */
export const composeAnswer = (queryText: string): string =>
  findEntry(queryText)?.answer ?? fallbackAnswer(queryText.trim());

/**
 * The built-in responder of the chat stream (no upstream model): the answer typed out at the
 * pace, and nothing else. It has no reasoning to show, so it sends none, whatever the client's
 * 深度思考 toggle says (the drawer shows that toggle disabled in this mode).
 */
export const builtInChat = (answer: string, pace: Pace): Responder =>
  async function* respond(signal) {
    yield* typeOut(answer, 'content', pace, signal);
  };
