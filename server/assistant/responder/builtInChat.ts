import { fallbackAnswer, fallbackReasoning, findEntry } from '../knowledge';
import { type Pace, typeOut } from './pace';
import { type Responder } from './types';

export interface ChatQuestion {
  queryText: string;
  reasoning: boolean;
  webSearch: boolean;
}

/** The thinking text: the entry's steps as a short monologue, or why nothing matched. */
export const composeReasoning = (question: ChatQuestion): string => {
  const entry = findEntry(question.queryText);
  const steps = entry
    ? [`用户问的是“${question.queryText.trim()}”，属于“${entry.title}”的范畴。`, ...entry.reasoning]
    : fallbackReasoning(question.queryText.trim());
  const search = question.webSearch
    ? ['联网搜索已开启，但参考服务器不连接互联网，只依据内置的规范知识库作答。']
    : [];
  return [...search, ...steps, '整理成条理清楚的回答，关键数字加粗，能对照的内容用表格。'].join(
    '\n\n',
  );
};

export const composeAnswer = (queryText: string): string =>
  findEntry(queryText)?.answer ?? fallbackAnswer(queryText.trim());

/**
 * The built-in responder of the chat stream: reasoning first (deep thinking on), then the answer
 * of the best-matching knowledge entry, both typed out at the pace.
 */
export const builtInChat = (question: ChatQuestion, pace: Pace): Responder =>
  async function* respond(signal) {
    if (question.reasoning) yield* typeOut(composeReasoning(question), 'reasoning', pace, signal);
    yield* typeOut(composeAnswer(question.queryText), 'content', pace, signal);
  };
