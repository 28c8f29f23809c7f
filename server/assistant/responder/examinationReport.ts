import {
  EVERYDAY,
  RECHECK,
  SEE_A_DOCTOR_NOW,
  URGENT_RECHECK,
  URGENT_TO_DO,
  WHAT_TO_DO,
} from './examinationAdvice';
import { type Finding, readFindings } from './examinationFindings';
import { cell, EXAMINATION_KEYS, pickText, type ReportParams } from './reportParams';

export interface ExaminationReport {
  title: string;
  document: string;
}

const NUMERALS = ['一', '二', '三', '四', '五', '六'] as const;

const list = (items: readonly string[]): string =>
  items.map((item, index) => `${index + 1}. ${item}`).join('\n');

const resultsTable = (findings: readonly Finding[]): string =>
  findings.length === 0
    ? '这份体检记录里没有找到能解读的数值（如血压、血糖、血脂）。请带上完整的体检表，请医生当面给您讲一讲。'
    : [
        '| 项目 | 您的结果 | 参考范围 | 判断 |',
        '| --- | --- | --- | --- |',
        ...findings.map(
          (f) =>
            `| ${f.name} | ${f.value} | ${f.reference} | ${f.verdict === '正常' ? '正常' : `**${f.verdict}**`} |`,
        ),
      ].join('\n');

/** Each abnormal result: what it means and what to do; the normal ones in one line. */
const meanings = (findings: readonly Finding[]): string => {
  const abnormal = findings.filter((f) => f.verdict !== '正常');
  const normal = findings.filter((f) => f.verdict === '正常');
  const topicsAdvised = new Set<Finding['topic']>();
  const items = abnormal.map((f) => {
    const advice = f.urgent
      ? URGENT_TO_DO
      : topicsAdvised.has(f.topic)
        ? '见上一条。'
        : WHAT_TO_DO[f.topic];
    topicsAdvised.add(f.topic);
    return `**${f.name}${f.verdict}**（您的结果 ${f.value}）：${f.note}\\\n   **您要做的**：${advice}`;
  });
  const normalLine =
    normal.length > 0 ? `${normal.map((f) => f.name).join('、')}正常，请继续保持。` : '';
  if (findings.length === 0) return '请医生当面解读您的体检表。';
  if (abnormal.length === 0) return `这次能解读的结果都在正常范围内：${normalLine}`;
  return [list(items), normalLine].filter(Boolean).join('\n\n');
};

const whenToComeBack = (findings: readonly Finding[]): string => {
  const topics = [...new Set(findings.filter((f) => f.verdict !== '正常').map((f) => f.topic))];
  const urgent = new Set(findings.filter((f) => f.urgent).map((f) => f.topic));
  return topics.length === 0
    ? list([
        '每年体检 1 次；65 岁及以上的老人每年可以在乡镇卫生院或社区卫生服务中心免费体检 1 次。',
        '平时有不舒服，随时找您的家庭医生。',
      ])
    : list([
        ...topics.map((topic) => (urgent.has(topic) ? URGENT_RECHECK : RECHECK[topic])),
        '复查时请带上这份报告，方便医生对比。',
      ]);
};

/**
 * The general examination report (mode 3), written for the resident it is about: addressed to 您
 * in plain words, each of their results and what it means, what to do about each abnormal one,
 * when to come back and when to see a doctor at once. One numbering scheme (一、… then 1. 2.);
 * no staff procedure or work targets: those belong to the doctor's records, not this report.
 */
export const composeExaminationReport = (params: ReportParams): ExaminationReport => {
  const summary = pickText(params, EXAMINATION_KEYS.summary) ?? '';
  const name = pickText(params, EXAMINATION_KEYS.name);
  const sex = pickText(params, EXAMINATION_KEYS.sex);
  const age = pickText(params, EXAMINATION_KEYS.age);
  const findings = readFindings(summary);
  const urgent = findings.some((f) => f.urgent);
  const title = name ? `${name}的健康体检报告` : '健康体检报告';
  const heading = (index: number, text: string) => `## ${NUMERALS[index]}、${text}`;

  const greeting = [
    `${name ? `${cell(name)}，您好！` : '您好！'}下面是您这次健康体检结果的说明，请您和家人一起看一看。`,
    ...(urgent
      ? [
          '> **请注意：您这次的血压到了危险水平（高压 180 或低压 110 以上），请今天就去医院看医生，不要等。**',
        ]
      : []),
  ].join('\n\n');

  const document = `# ${cell(title)}

| 姓名 | 性别 | 年龄 |
| --- | --- | --- |
| ${cell(name ?? '—')} | ${cell(sex ?? '—')} | ${cell(age ? `${age}岁`.replace(/岁岁$/, '岁') : '—')} |

${greeting}

${heading(0, '您的结果一览')}

${resultsTable(findings)}

${heading(1, '每项结果是什么意思，您要做什么')}

${meanings(findings)}

${heading(2, '日常生活的建议')}

${list(EVERYDAY)}

${heading(3, '什么时候来复查')}

${whenToComeBack(findings)}

${heading(4, '出现这些情况，请马上去医院')}

${list(SEE_A_DOCTOR_NOW)}

> 这份说明根据您的体检结果和国家相关指南整理，帮助您看懂结果；看病和吃药请听从医生的安排。`;
  return { title, document };
};
