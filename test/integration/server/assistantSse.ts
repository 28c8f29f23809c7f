import { createParser } from 'eventsource-parser';

/** The data of every SSE event in a complete body, in order. */
export const sseData = (body: string): string[] => {
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  parser.feed(`${body}\n\n`);
  return events;
};

interface ChatChunk {
  Choices?: { delta?: { content?: string; reasoning_content?: string } }[];
}

/** Reasoning and answer text of a chat stream, and whether it ended with [DONE]. */
export const readChatStream = (body: string) => {
  const events = sseData(body);
  let reasoning = '';
  let content = '';
  const order: ('reasoning' | 'content')[] = [];
  for (const data of events) {
    if (data === '[DONE]') continue;
    const delta = (JSON.parse(data) as ChatChunk).Choices?.[0]?.delta ?? {};
    if (delta.reasoning_content) {
      reasoning += delta.reasoning_content;
      if (order.at(-1) !== 'reasoning') order.push('reasoning');
    }
    if (delta.content) {
      content += delta.content;
      if (order.at(-1) !== 'content') order.push('content');
    }
  }
  return { events, reasoning, content, order, done: events.at(-1) === '[DONE]' };
};

/** The same for the report (assistant chunk) form, ended by DONE. */
export const readReportStream = (body: string) => {
  const events = sseData(body);
  let reasoning = '';
  let content = '';
  for (const data of events) {
    if (data === 'DONE') continue;
    const chunk = JSON.parse(data) as { reasoning_content?: string; content?: string };
    reasoning += chunk.reasoning_content ?? '';
    content += chunk.content ?? '';
  }
  return { events, reasoning, content, done: events.at(-1) === 'DONE' };
};
