import { createParser } from 'eventsource-parser';

export interface SseDecoder {
  /** Feeds the next bytes, however the network cut them (mid-line, mid-character). */
  push(bytes: Uint8Array): void;
  /** The body ended: dispatches a last event that had no closing blank line. */
  end(): void;
}

/**
 * Bytes in, event data out. TextDecoder in streaming mode keeps a UTF-8 character split across
 * two network chunks whole; eventsource-parser reassembles lines split across chunks, joins
 * repeated `data:` lines and accepts \n, \r\n and \r line ends.
 */
export const createSseDecoder = (onData: (data: string) => void): SseDecoder => {
  const decoder = new TextDecoder();
  const parser = createParser({ onEvent: (event) => onData(event.data) });
  return {
    push: (bytes) => parser.feed(decoder.decode(bytes, { stream: true })),
    end: () => parser.feed(`${decoder.decode()}\n\n`),
  };
};
