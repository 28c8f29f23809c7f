import fc from 'fast-check';

import { createSseDecoder, readStreamData } from '@/services/assistant';

import { bytesOf, RECORDED_FULL, RECORDED_SHORT, withCrlfAndComments } from './recordedStreams';

interface Decoded {
  reasoning: string;
  content: string;
  done: boolean;
  invalid: number;
}

/** Feeds `parts` through the decoder and folds the events into text, as the stream channel does. */
const decode = (parts: readonly Uint8Array[]): Decoded => {
  const result: Decoded = { reasoning: '', content: '', done: false, invalid: 0 };
  const decoder = createSseDecoder((data) => {
    for (const event of readStreamData(data)) {
      if (event.kind === 'delta') {
        result.reasoning += event.reasoning;
        result.content += event.content;
      } else if (event.kind === 'done') result.done = true;
      else if (event.kind === 'invalid') result.invalid += 1;
    }
  });
  parts.forEach((part) => decoder.push(part));
  decoder.end();
  return result;
};

const cutAt = (bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] => {
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const offset of sorted) {
    parts.push(bytes.slice(from, offset));
    from = offset;
  }
  parts.push(bytes.slice(from));
  return parts;
};

describe('the SSE decoder (eventsource-parser behind a streaming TextDecoder)', () => {
  const bytes = bytesOf(RECORDED_SHORT);
  const whole = decode([bytes]);

  it('reads the recorded stream: reasoning, then the answer, then [DONE]', () => {
    expect(whole.done).toBe(true);
    expect(whole.invalid).toBe(0);
    expect(whole.reasoning.startsWith('用户问的是“新生儿家庭访视应在什么时间完成？”')).toBe(true);
    expect(whole.content.length).toBeGreaterThan(20);
  });

  it('gives the same text when the stream is cut at every byte offset (mid-line, mid-character)', () => {
    for (let offset = 0; offset <= bytes.length; offset += 1) {
      const result = decode(cutAt(bytes, [offset]));
      if (
        result.content !== whole.content ||
        result.reasoning !== whole.reasoning ||
        !result.done
      ) {
        throw new Error(`cut at byte ${offset} changed the text`);
      }
    }
  });

  it('gives the same text however a whole answer is cut into network chunks', () => {
    const full = bytesOf(RECORDED_FULL);
    const expected = decode([full]);
    expect(expected.content).toContain('新生儿出院后 1 周内');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: full.length }), { maxLength: 200 }),
        (offsets) => {
          expect(decode(cutAt(full, offsets))).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts \\r\\n line ends and heartbeat comments, cut anywhere', () => {
    const crlf = bytesOf(withCrlfAndComments(RECORDED_SHORT));
    for (let offset = 0; offset <= crlf.length; offset += 7) {
      expect(decode(cutAt(crlf, [offset, offset + 3]))).toEqual(whole);
    }
  });

  it('joins repeated data: lines, and still reads events a server separated by single newlines', () => {
    const joined = 'data: {"content":"甲"}\ndata: {"content":"乙"}\n\ndata: DONE\n\n';
    expect(decode([bytesOf(joined)])).toEqual({
      reasoning: '',
      content: '甲乙',
      done: true,
      invalid: 0,
    });
  });

  it('dispatches a last event that had no closing blank line', () => {
    expect(decode([bytesOf('data: {"content":"尾"}\ndata: [DONE]')])).toMatchObject({
      content: '尾',
      done: true,
    });
  });

  it('skips a chunk that is not JSON and keeps the rest', () => {
    const broken = RECORDED_SHORT.replace(
      /\n\n/,
      '\n\ndata: {"Choices":[{"delta":{"content":"未完\n\n',
    );
    const result = decode([bytesOf(broken)]);
    expect(result.invalid).toBe(1);
    expect(result).toMatchObject({
      content: whole.content,
      reasoning: whole.reasoning,
      done: true,
    });
  });
});
