/**
 * Reads one SSE event's data (spec 3): the chat form `{"Choices":[{"delta":{content,
 * reasoning_content}}]}` ended by `[DONE]`, or the assistant form `{"reasoning_content":…}` /
 * `{"content":…}` ended by `DONE`. Both forms are accepted on either stream.
 */

export type StreamEvent =
  | { kind: 'delta'; content: string; reasoning: string }
  | { kind: 'done' }
  | { kind: 'error'; message: string }
  /** Not JSON, or JSON without text: logged by the caller and skipped. */
  | { kind: 'invalid'; data: string };

const END_MARKERS = new Set(['[DONE]', 'DONE']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

const fromJson = (json: unknown, data: string): StreamEvent => {
  if (!isObject(json)) return { kind: 'invalid', data };
  if (json.error !== undefined && json.error !== null) {
    const error = json.error;
    const message = isObject(error) ? text(error.message) : text(error);
    return { kind: 'error', message: message || '生成回答时出错，请稍后重试' };
  }
  const choices = json.Choices ?? json.choices;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const delta: unknown = isObject(first) ? first.delta : json;
  if (!isObject(delta)) return { kind: 'invalid', data };
  const content = text(delta.content);
  const reasoning = text(delta.reasoning_content) || text(delta.reasoning);
  if (!content && !reasoning) {
    // A choice with only a role or finish_reason carries no text: not an error, nothing to add.
    const known = isObject(first) || 'content' in delta || 'reasoning_content' in delta;
    return known ? { kind: 'delta', content: '', reasoning: '' } : { kind: 'invalid', data };
  }
  return { kind: 'delta', content, reasoning };
};

const readOne = (data: string): StreamEvent => {
  const trimmed = data.trim();
  if (END_MARKERS.has(trimmed)) return { kind: 'done' };
  try {
    return fromJson(JSON.parse(trimmed), data);
  } catch {
    return { kind: 'invalid', data };
  }
};

/**
 * The events in one SSE event's data. Normally one; a server that separates events with a
 * single newline makes the parser join them (the SSE rule for repeated `data:` lines), so joined
 * data that is not JSON as a whole is read line by line.
 */
export const readStreamData = (data: string): StreamEvent[] => {
  const event = readOne(data);
  if (event.kind !== 'invalid' || !data.includes('\n')) return [event];
  return data
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(readOne);
};
