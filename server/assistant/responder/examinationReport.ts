import { DISCLAIMER } from '../knowledge';
import { type Finding, readFindings } from './examinationFindings';
import { cell, EXAMINATION_KEYS, pickText, type ReportParams } from './reportParams';

const ADVICE: Record<Finding['topic'], string> = {
  bp: '**血压**：低盐饮食（每日食盐 < 5 g），控制体重，规律运动；非同日复测血压，确诊高血压者纳入高血压患者健康管理，每年至少 4 次随访。',
  glucose:
    '**血糖**：控制总热量，主食粗细搭配，少吃甜食；复查空腹血糖或做糖耐量试验，确诊者纳入 2 型糖尿病患者健康管理。',
  lipid:
    '**血脂**：减少动物脂肪、油炸食品和内脏摄入，增加蔬菜和全谷物；3～6 个月后复查血脂，必要时遵医嘱使用他汀类药物。',
  weight: '**体重**：每周减重 0.5～1 kg 为宜，目标 BMI < 24 kg/m²、腰围男 < 90 cm、女 < 85 cm。',
  uric: '**尿酸**：多饮水（每日 2000 ml 以上），限制动物内脏、海鲜、浓肉汤和含糖饮料，戒酒，尤其是啤酒。',
  heart: '**心率**：完善心电图检查，避免浓茶、咖啡和过度劳累，出现心悸、胸闷时及时就诊。',
  liver: '**肝功能**：戒酒，避免滥用药物，控制体重，1～3 个月后复查肝功能，必要时做腹部 B 超。',
};

const GENERAL_ADVICE = [
  '**饮食**：食物多样，每天蔬菜 300～500 g、水果 200～350 g，清淡少盐少油；',
  '**运动**：每周至少 5 天、每天 30 分钟中等强度运动，老年人量力而行，注意防跌倒；',
  '**戒烟限酒**：吸烟者尽早戒烟，不饮酒或少饮酒；',
  '**作息与心理**：规律作息，保证睡眠，保持心情舒畅。',
];

export interface ExaminationReport {
  title: string;
  reasoning: string;
  document: string;
}

const findingsTable = (findings: readonly Finding[]): string =>
  findings.length === 0
    ? '摘要中未识别到可量化的指标，请结合完整体检表解读。'
    : [
        '| 指标 | 结果 | 参考范围 | 判断 |',
        '| --- | --- | --- | --- |',
        ...findings.map(
          (f) =>
            `| ${f.name} | ${f.value} | ${f.reference} | ${f.verdict === '正常' ? '正常' : `**${f.verdict}**`} |`,
        ),
      ].join('\n');

const assessment = (abnormal: readonly Finding[]): string =>
  abnormal.length === 0
    ? '本次体检摘要中的各项指标均在参考范围内，未发现明显异常。'
    : abnormal
        .map((f, index) => `${index + 1}. **${f.name}${f.verdict}**（${f.value}）：${f.note}`)
        .join('\n');

const followUp = (abnormal: readonly Finding[]): string => {
  const urgent = abnormal.some((f) => f.topic === 'bp' && f.note.includes('紧急转诊'));
  const lines = [
    urgent ? '- **血压达到危急水平，请立即处理并紧急转诊，2 周内主动随访转诊情况。**' : '',
    abnormal.length > 0
      ? '- 异常指标建议在 **1～3 个月内复查**；确诊慢性病者纳入相应的健康管理并按规范随访。'
      : '- 保持健康生活方式，**每年体检 1 次**（65 岁及以上老年人可免费体检）。',
    '- 将本报告存入居民健康档案，下次随访时对照评估改善情况。',
  ];
  return lines.filter(Boolean).join('\n');
};

/** The general examination report (mode 3), read from the check-up summary it was given. */
export const composeExaminationReport = (params: ReportParams): ExaminationReport => {
  const summary = pickText(params, EXAMINATION_KEYS.summary) ?? '';
  const name = pickText(params, EXAMINATION_KEYS.name);
  const sex = pickText(params, EXAMINATION_KEYS.sex);
  const age = pickText(params, EXAMINATION_KEYS.age);
  const findings = readFindings(summary);
  const abnormal = findings.filter((f) => f.verdict !== '正常');
  const topics = [...new Set(abnormal.map((f) => f.topic))];
  const title = name ? `${name}的健康体检报告` : '健康体检报告';

  const reasoning = [
    `体检摘要共识别出 ${findings.length} 项可量化指标，其中 ${abnormal.length} 项异常。`,
    abnormal.length > 0
      ? `异常的是：${abnormal.map((f) => `${f.name}（${f.value}）`).join('、')}。`
      : '未发现异常指标。',
    '按基本信息、结果摘要、指标解读、健康评价、健康指导、随访建议的顺序写报告，指导内容只针对异常项展开。',
  ].join('\n\n');

  const info = [
    '| 项目 | 内容 |',
    '| --- | --- |',
    `| 姓名 | ${cell(name ?? '—')} |`,
    `| 性别 | ${cell(sex ?? '—')} |`,
    `| 年龄 | ${cell(age ? `${age}岁`.replace(/岁岁$/, '岁') : '—')} |`,
  ].join('\n');

  const document = `# ${cell(title)}

## 一、基本信息

${info}

## 二、体检结果摘要

> ${cell(summary || '未提供体检摘要')}

## 三、指标解读

${findingsTable(findings)}

## 四、健康评价

${assessment(abnormal)}

## 五、健康指导

${[...topics.map((topic) => `- ${ADVICE[topic]}`), ...GENERAL_ADVICE.map((line) => `- ${line}`)].join('\n')}

## 六、随访建议

${followUp(abnormal)}

${DISCLAIMER}`;
  return { title, reasoning, document };
};
