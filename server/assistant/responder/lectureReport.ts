import { talkFor } from './lectureTalks/topics';
import { cell, LECTURE_KEYS, pickText, type ReportParams } from './reportParams';

export interface LectureReport {
  title: string;
  document: string;
}

/** A lecture's length when the record does not give one (minutes). */
export const DEFAULT_LECTURE_MINUTES = 45;
const MIN_MINUTES = 15;
const MAX_MINUTES = 180;

/** The talk's parts and their share of the time, in speaking order. */
const PARTS = [
  { title: '开场', weight: 2 },
  { title: '认识', weight: 5 },
  { title: '在家怎么做', weight: 5 },
  { title: '常见误区', weight: 2 },
  { title: '什么时候要马上看医生', weight: 2 },
  { title: '互动问答', weight: 3 },
  { title: '结束语', weight: 1 },
] as const;

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七'] as const;

/**
 * The lecture's length: `duration` in minutes, or the span of a time range such as
 * '2026-05-20 09:00-10:00'; the default otherwise, kept within a sensible lecture's bounds.
 */
export const lectureMinutes = (params: ReportParams): number => {
  const given = Number(pickText(params, ['duration', 'Duration', 'minutes']));
  const span = /(\d{1,2})[:：](\d{2})\s*[-~～至到]\s*(\d{1,2})[:：](\d{2})/.exec(
    pickText(params, LECTURE_KEYS.time) ?? '',
  );
  const fromSpan = span
    ? Number(span[3]) * 60 + Number(span[4]) - (Number(span[1]) * 60 + Number(span[2]))
    : Number.NaN;
  const minutes = Number.isFinite(given) && given > 0 ? given : fromSpan;
  if (!Number.isFinite(minutes) || minutes <= 0) return DEFAULT_LECTURE_MINUTES;
  return Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, Math.round(minutes)));
};

/** Minutes per part, each at least 1, adding up to the whole. */
export const partMinutes = (total: number): number[] => {
  const weights = PARTS.map((part) => part.weight);
  const sum = weights.reduce((a, b) => a + b, 0);
  const minutes = weights.map((weight) => Math.max(1, Math.floor((total * weight) / sum)));
  let left = total - minutes.reduce((a, b) => a + b, 0);
  // The remainder goes to the longest parts first (the knowledge and the self-care).
  const order = weights
    .map((weight, index) => [weight, index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (let at = 0; left !== 0; at = (at + 1) % order.length) {
    const index = order[at]![1];
    if (left < 0 && minutes[index]! <= 1) continue;
    minutes[index]! += left > 0 ? 1 : -1;
    left += left > 0 ? -1 : 1;
  }
  return minutes;
};

const list = (items: readonly string[]): string =>
  items.map((item, index) => `${index + 1}. ${item}`).join('\n');

const isElderlyAudience = (audience: string): boolean => /老年|老人|长者|65/.test(audience);

/**
 * The general knowledge lecture report (mode 2): the talk a doctor gives residents, from the
 * template of its topic: plain words, one numbering scheme (一、… then 1. 2.), the audience named,
 * each part's minutes adding up to the lecture's length. No work targets or formulas: those are
 * the doctor's checklist, not the residents' talk.
 */
export const composeLectureReport = (params: ReportParams): LectureReport => {
  const topic = pickText(params, LECTURE_KEYS.topic) ?? '健康生活方式';
  const audience = pickText(params, LECTURE_KEYS.audience) ?? '辖区居民';
  const speaker = pickText(params, LECTURE_KEYS.speaker) ?? '家庭医生团队';
  const time = pickText(params, LECTURE_KEYS.time) ?? '—';
  const place = pickText(params, LECTURE_KEYS.place) ?? '—';
  const total = lectureMinutes(params);
  const minutes = partMinutes(total);
  const talk = talkFor(topic);
  const title = `${topic}健康知识讲座报告`;

  const heading = (index: number, text: string) =>
    `## ${NUMERALS[index]}、${text}（约 ${minutes[index]} 分钟）`;

  const opening = [
    `各位${cell(audience)}，大家好！我是${cell(speaker)}。今天和大家聊一聊“${cell(topic)}”。`,
    '今天不讲深奥的道理，只讲大家在家里就能用上的办法。有听不明白的地方，随时举手问我。',
    ...(isElderlyAudience(audience)
      ? ['（讲给老年朋友：语速放慢，重要的话说两遍，关键数字写在纸板上给大家看。）']
      : []),
  ].join('\n\n');

  const myths = talk.myths
    .map(([myth, truth], index) => `${index + 1}. **误区：${myth}**\n   真相：${truth}`)
    .join('\n');
  const questions = talk.questions
    .map(([question, answer], index) => `${index + 1}. **问：${question}**\n   答：${answer}`)
    .join('\n');

  const document = `# ${cell(title)}

| 讲座主题 | 听众 | 主讲人 | 时间 | 地点 | 时长 |
| --- | --- | --- | --- | --- | --- |
| ${cell(topic)} | ${cell(audience)} | ${cell(speaker)} | ${cell(time)} | ${cell(place)} | 约 ${total} 分钟 |

${heading(0, PARTS[0].title)}

${opening}

${heading(1, `${PARTS[1].title}${talk.subject}`)}

${list(talk.whatItIs)}

${heading(2, PARTS[2].title)}

${list(talk.selfCare)}

${heading(3, PARTS[3].title)}

${myths}

${heading(4, PARTS[4].title)}

${list(talk.seeADoctor)}

${heading(5, PARTS[5].title)}

${questions}

${heading(6, PARTS[6].title)}

今天讲的，请大家记住：**${talk.remember}**。回家后从一件小事做起，也请把今天听到的讲给家里人听。谢谢大家！

> 讲稿依据国家基本公共卫生服务规范和相关指南编写，供健康教育使用；个人的诊疗和用药请听从医生的安排。`;
  return { title, document };
};
