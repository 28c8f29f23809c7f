import { type FastifyBaseLogger } from 'fastify';

import { type Responder, ResponderError } from './responder/types';
import { type SseStream } from './sse';
import { errorEvent, type StreamProtocol } from './streamProtocol';

export interface PumpOutcome {
  reasoning: string;
  content: string;
  /** complete: ended normally; cutOff: the client went away; failed: the responder failed. */
  ending: 'complete' | 'cutOff' | 'failed';
}

const FAILED = '生成回答时出错，请稍后重试';

/**
 * Runs a responder into an open stream and collects what it said. When the client disconnects
 * the responder is stopped (the stream's signal aborts it) and the text so far is returned, so
 * the caller can save the partial answer: the saved answer is what the user saw, and a stopped
 * upstream request costs nothing more.
 */
export const pumpAnswer = async (
  responder: Responder,
  sse: SseStream,
  protocol: StreamProtocol,
  log: FastifyBaseLogger,
): Promise<PumpOutcome> => {
  let reasoning = '';
  let content = '';
  try {
    for await (const piece of responder(sse.signal)) {
      if (sse.signal.aborted) break;
      reasoning += piece.reasoning ?? '';
      content += piece.content ?? '';
      for (const event of protocol.piece(piece)) sse.send(event);
    }
    if (sse.signal.aborted) return { reasoning, content, ending: 'cutOff' };
    sse.send(protocol.done);
    return { reasoning, content, ending: 'complete' };
  } catch (error) {
    if (sse.signal.aborted) return { reasoning, content, ending: 'cutOff' };
    const message = error instanceof ResponderError ? error.message : FAILED;
    if (!(error instanceof ResponderError)) log.error({ err: error }, 'assistant responder failed');
    else log.warn({ reason: error.message }, 'assistant upstream failed');
    sse.send(errorEvent(message));
    return { reasoning, content, ending: 'failed' };
  } finally {
    sse.end();
  }
};
