import fs from 'node:fs';
import path from 'node:path';

import { findEntry, KNOWLEDGE_BASE } from '../../../server/assistant/knowledge';
import { builtInChat, composeAnswer } from '../../../server/assistant/responder/builtInChat';
import { readFindings } from '../../../server/assistant/responder/examinationFindings';
import {
  composeLectureReport,
  lectureMinutes,
  partMinutes,
} from '../../../server/assistant/responder/lectureReport';
import { readPace, splitIntoPieces } from '../../../server/assistant/responder/pace';

const MIGRATION = path.join(__dirname, '../../../server/db/migrations/050_assistant.sql');
const seededQuestions = (): string[] =>
  [...fs.readFileSync(MIGRATION, 'utf8').matchAll(/\(\d+, '[^']+', '([^']+)'\)/g)].map(
    (match) => match[1]!,
  );

describe('the built-in responder', () => {
  it('has an answer for every seeded suggested question', () => {
    const questions = seededQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const unanswered = questions.filter((question) => findEntry(question) === undefined);
    expect(unanswered).toEqual([]);
  });

  it.each([
    ['高血压患者随访的频次是多少？', 'hypertension-management'],
    ['65岁及以上老年高血压患者的降压目标是多少？', 'hypertension-management'],
    ['35岁及以上居民血压筛查有哪些要求？', 'hypertension-screening'],
    ['服用ACEI类降压药后出现干咳怎么办？', 'antihypertensive-drugs'],
    ['二甲双胍的禁忌证有哪些？', 'diabetes-drugs'],
    ['糖尿病患者发生低血糖应如何处理？', 'hypoglycemia'],
    ['糖尿病患者空腹血糖的控制目标是多少？', 'diabetes-management'],
    ['高血压合并糖尿病患者如何开展“两病”管理？', 'two-diseases'],
    ['双向转诊的上转指征有哪些？', 'referral'],
    ['65岁及以上老年人每年健康体检包括哪些项目？', 'elderly-health'],
    ['健康档案使用率怎么计算？', 'health-records'],
    ['严重精神障碍患者危险性评估分为几级？', 'severe-mental-disorder'],
    ['传染病疫情报告的时限要求是什么？', 'infectious-disease-reporting'],
  ])('answers “%s” from %s', (question, id) => {
    expect(findEntry(question)?.id).toBe(id);
  });

  it('writes markdown with headings, lists and a table in every entry, and cites the rules', () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect({ id: entry.id, heading: /^## /m.test(entry.answer) }).toEqual({
        id: entry.id,
        heading: true,
      });
      expect({ id: entry.id, list: /^(- |\d+\. )/m.test(entry.answer) }).toEqual({
        id: entry.id,
        list: true,
      });
      expect({ id: entry.id, table: /^\| --- \|/m.test(entry.answer) }).toEqual({
        id: entry.id,
        table: true,
      });
    }
    const hypertension = composeAnswer('高血压随访');
    expect(hypertension).toContain('< 150/90 mmHg');
    expect(hypertension).toContain('收缩压 ≥180 mmHg 和/或舒张压 ≥110 mmHg');
    const diabetes = composeAnswer('糖尿病控制目标');
    expect(diabetes).toContain('4.4～7.0 mmol/L');
    expect(diabetes).toContain('< 7.0%');
  });

  it('admits what it does not know instead of making it up', () => {
    expect(composeAnswer('明天会下雨吗？')).toContain('暂未收录');
  });

  it('shows no reasoning it did not produce: the answer only', async () => {
    const pieces = [];
    const pace = { minChars: 50, maxChars: 50, minMs: 0, maxMs: 0 };
    for await (const piece of builtInChat(
      composeAnswer('高血压随访'),
      pace,
    )(new AbortController().signal)) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.filter((piece) => piece.reasoning !== undefined)).toEqual([]);
  });

  it('reads check-up numbers and judges them', () => {
    const findings = readFindings(
      '血压 185/112mmHg；空腹血糖：6.5；甘油三酯 2.5 mmol/L；HDL-C 0.9；尿酸 450；心率 56',
    );
    expect(findings.map((finding) => [finding.name, finding.verdict])).toEqual([
      ['血压', '偏高'],
      ['空腹血糖', '边缘升高'],
      ['甘油三酯', '升高'],
      ['高密度脂蛋白胆固醇', '降低'],
      ['血尿酸', '升高'],
      ['心率', '偏低'],
    ]);
    // 185/112 is at the dangerous level: said to the resident, and flagged for a doctor today.
    expect(findings[0]!.urgent).toBe(true);
    expect(findings[0]!.note).toContain('危险水平');
    expect(findings.slice(1).some((finding) => finding.urgent)).toBe(false);
  });

  it('writes the lecture as a talk for residents: one numbering, no work targets, the time respected', () => {
    const { document } = composeLectureReport({
      topic: '高血压的预防与管理',
      audience: '65岁以上老年人',
      speaker: '王建国',
      time: '2026-05-20 09:00-10:00',
    });
    // One scheme: 一、… for the parts, 1. 2. inside; no 一、 restarting inside a part.
    const partHeadings = [...document.matchAll(/^## (.)、/gm)].map((match) => match[1]);
    expect(partHeadings).toEqual(['一', '二', '三', '四', '五', '六', '七']);
    expect(document).not.toMatch(/^#{3,} /m);
    expect(document.split('\n').filter((line) => /^[一二三四五六七八九十]、/.test(line))).toEqual(
      [],
    );
    // The doctor's checklist stays out: no indicators, rates or formulas.
    expect(document).not.toMatch(/考核|管理率|控制率|规范管理|×\s*100%|公式|分子|分母/);
    // The parts' minutes add up to the lecture's hour; the audience is spoken to.
    const minutes = [...document.matchAll(/（约 (\d+) 分钟）/g)].map((match) => Number(match[1]));
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(60);
    expect(document).toContain('| 约 60 分钟 |');
    expect(document).toContain('各位65岁以上老年人，大家好！我是王建国。');
    expect(document).toContain('高压达到 **180**、或低压达到 **110**');
    expect(composeLectureReport({ topic: '糖尿病患者的饮食' }).document).toContain(
      '## 二、认识糖尿病',
    );
  });

  it('reads the lecture length from the record and splits it over the parts', () => {
    expect(lectureMinutes({})).toBe(45);
    expect(lectureMinutes({ duration: 30 })).toBe(30);
    expect(lectureMinutes({ time: '2026-05-20 14:30～16:00' })).toBe(90);
    expect(lectureMinutes({ duration: 2 })).toBe(15);
    for (const total of [15, 20, 45, 60, 90, 180]) {
      const parts = partMinutes(total);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.min(...parts)).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps markup a caller put in the report fields out of the document', () => {
    const report = composeLectureReport({ topic: '<script>alert(1)</script>|健康' });
    expect(report.document).not.toContain('<script>');
    expect(report.document).toContain('\\|健康');
  });

  it('types at the configured pace without cutting a character in half', () => {
    expect(readPace({})).toEqual({ minChars: 2, maxChars: 4, minMs: 20, maxMs: 40 });
    expect(readPace({ ASSISTANT_STREAM_CHARS: '5', ASSISTANT_STREAM_INTERVAL_MS: '0' })).toEqual({
      minChars: 5,
      maxChars: 5,
      minMs: 0,
      maxMs: 0,
    });
    expect(readPace({ ASSISTANT_STREAM_CHARS: 'x' }).minChars).toBe(2);
    const text = '血压😀控制𠮷目标';
    const pieces = splitIntoPieces(
      text,
      { minChars: 1, maxChars: 2, minMs: 0, maxMs: 0 },
      () => 0.99,
    );
    expect(pieces.join('')).toBe(text);
    expect(pieces).toContain('😀控');
  });
});
