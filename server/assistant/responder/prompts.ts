import { type ChatMessage } from './upstreamModel';

/** What the upstream model is told it is, so its answers fit the platform's users. */
export const CHAT_SYSTEM_PROMPT = [
  '你是“基本公共卫生服务信息平台”的AI助手，服务对象是乡镇卫生院、社区卫生服务中心和村卫生室的医务人员。',
  '请依据《国家基本公共卫生服务规范（第三版）》和国家卫生健康委发布的诊疗指南，用简体中文回答。',
  '使用 Markdown：用小标题和列表组织内容，有数值对照时使用表格，关键数字加粗。',
  '涉及用药时说明适应证、禁忌和注意事项，并提醒遵医嘱；不确定的内容要明确说明，不要编造。',
].join('\n');

export const LECTURE_SYSTEM_PROMPT = [
  '你是基层医疗卫生机构的健康教育专家。请根据给出的讲座信息，撰写一份通用的健康知识讲座报告。',
  '使用 Markdown，包含：讲座基本信息（表格）、讲座目的、讲座内容、互动问答、效果评估、总结。',
  '内容依据国家基本公共卫生服务规范和权威指南，语言通俗，适合向居民讲解。',
].join('\n');

export const EXAMINATION_SYSTEM_PROMPT = [
  '你是基层医疗卫生机构的全科医生。请根据给出的体检信息，撰写一份通用的健康体检报告。',
  '使用 Markdown，包含：基本信息、体检结果摘要、指标解读（表格：指标、结果、参考范围、判断）、健康评价、健康指导、随访建议。',
  '异常指标要说明意义和处理建议，达到危急值时明确提示紧急转诊。',
].join('\n');

export interface PastTurn {
  question: string;
  answer: string;
}

/** Keeps the last few turns only: enough context, bounded cost. */
export const MAX_HISTORY_TURNS = 6;

export const chatMessages = (history: readonly PastTurn[], question: string): ChatMessage[] => [
  { role: 'system', content: CHAT_SYSTEM_PROMPT },
  ...history.slice(-MAX_HISTORY_TURNS).flatMap((turn): ChatMessage[] => [
    { role: 'user', content: turn.question },
    { role: 'assistant', content: turn.answer },
  ]),
  { role: 'user', content: question },
];

export const reportMessages = (system: string, params: Record<string, unknown>): ChatMessage[] => [
  { role: 'system', content: system },
  { role: 'user', content: `以下是本次的信息（JSON）：\n${JSON.stringify(params, null, 2)}` },
];
