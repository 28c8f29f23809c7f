import { readFindings } from '../../../server/assistant/responder/examinationFindings';
import { composeExaminationReport } from '../../../server/assistant/responder/examinationReport';

const SUMMARY =
  '血压 152/96 mmHg，空腹血糖 7.8 mmol/L，总胆固醇 5.6 mmol/L，甘油三酯 2.4 mmol/L，身高 170 cm，体重 82 kg，尿酸 460，心率 72，ALT 55';

/** The doctors' work language that has no place in a report the resident reads. */
const STAFF_PHRASES =
  /纳入|健康管理|随访|每年至少 4 次|健康档案|存入|转诊|考核|管理率|控制率|规范管理|干预|患者|居民|公式|分子|分母/;

const sectionOf = (document: string, numeral: string): string => {
  const start = document.indexOf(`## ${numeral}、`);
  const next = document.indexOf('\n## ', start + 1);
  return document.slice(start, next === -1 ? undefined : next);
};

describe('the built-in examination report (mode 3), written for the resident', () => {
  const { title, document } = composeExaminationReport({
    name: '张建华',
    sex: '男',
    age: 67,
    summary: SUMMARY,
  });

  it('speaks to the resident, with none of the staff procedure', () => {
    expect(title).toBe('张建华的健康体检报告');
    expect(document).toMatch(/^# 张建华的健康体检报告/);
    expect(document).toContain('张建华，您好！');
    expect(document).toContain('| 项目 | 您的结果 | 参考范围 | 判断 |');
    expect(document).not.toMatch(STAFF_PHRASES);
  });

  it('explains each abnormal finding and says what to do about it', () => {
    const abnormal = readFindings(SUMMARY).filter((finding) => finding.verdict !== '正常');
    expect(abnormal.map((finding) => finding.name)).toEqual([
      '血压',
      '空腹血糖',
      '总胆固醇',
      '甘油三酯',
      '体质指数（BMI）',
      '血尿酸',
      '谷丙转氨酶',
    ]);
    const meanings = sectionOf(document, '二');
    for (const finding of abnormal) {
      expect(meanings).toContain(
        `**${finding.name}${finding.verdict}**（您的结果 ${finding.value}）：${finding.note}`,
      );
    }
    // Each explained finding is followed by what the resident does.
    expect(meanings.match(/\*\*您要做的\*\*：/g)).toHaveLength(abnormal.length);
    // The normal results are named, in one line.
    expect(meanings).toContain('心率正常，请继续保持。');
    // When to come back: one line per abnormal topic.
    const recheck = sectionOf(document, '四');
    for (const topic of ['血压', '血糖', '血脂', '体重', '尿酸', '肝功能']) {
      expect(recheck).toContain(`**${topic}**：`);
    }
    expect(sectionOf(document, '五')).toContain('嘴角歪斜');
  });

  it('uses one numbering scheme: 一、… for the parts, 1. 2. inside', () => {
    const parts = [...document.matchAll(/^## (.)、/gm)].map((match) => match[1]);
    expect(parts).toEqual(['一', '二', '三', '四', '五']);
    expect(document).not.toMatch(/^#{3,} /m);
    expect(document.split('\n').filter((line) => /^[一二三四五六七八九十]、/.test(line))).toEqual(
      [],
    );
    // Inside each part the list counts from 1 without gaps.
    for (const numeral of ['二', '三', '四', '五']) {
      const numbers = [...sectionOf(document, numeral).matchAll(/^(\d+)\. /gm)].map((match) =>
        Number(match[1]),
      );
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      expect(numbers.length).toBeGreaterThan(0);
    }
  });

  it('tells the resident to see a doctor today when the blood pressure is dangerous', () => {
    const urgent = composeExaminationReport({ summary: '血压 185/112 mmHg，空腹血糖 5.2' });
    expect(urgent.document).toContain('请今天就去医院看医生');
    expect(sectionOf(urgent.document, '二')).toContain('**血压偏高**（您的结果 185/112 mmHg）');
    expect(sectionOf(urgent.document, '四')).toContain('**血压**：今天就去医院');
    expect(urgent.document).not.toMatch(STAFF_PHRASES);
    // Not at 152/96.
    expect(document).not.toContain('请今天就去医院看医生');
  });

  it('says so plainly when everything is normal, and when nothing could be read', () => {
    const normal = composeExaminationReport({ summary: '血压 118/76 mmHg，空腹血糖 5.0' });
    expect(sectionOf(normal.document, '二')).toContain(
      '这次能解读的结果都在正常范围内：血压、空腹血糖正常，请继续保持。',
    );
    expect(sectionOf(normal.document, '四')).toContain('每年体检 1 次');
    expect(normal.document).not.toContain('您要做的');

    const empty = composeExaminationReport({ summary: '无特殊' });
    expect(empty.title).toBe('健康体检报告');
    expect(empty.document).toContain('没有找到能解读的数值');
    expect(empty.document).not.toMatch(STAFF_PHRASES);
  });

  it('keeps markup a caller put in the name out of the document', () => {
    const report = composeExaminationReport({ name: '<b>李|四</b>', summary: SUMMARY });
    expect(report.document).not.toMatch(/<b>/);
    expect(report.document).toContain('李\\|四');
  });
});
