import { type ReactNode } from 'react';

import {
  BALANCED_KEY,
  CONSTITUTIONS,
  DEFAULT_SCALE,
  questionField,
  RESULT_CODES,
  SPECIAL_SCALES,
  TCM_QUESTIONS,
} from '@/domain/tcm';

import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { LabelCells } from '../components/LabelCells';
import { PaperHeader } from '../components/PaperHeader';
import { SignedField } from '../components/SignedField';
import { codeList, paperDate, type PrintRecord, scalarText } from '../model/paperText';
import { type RecordPaperProps } from './recordPaperProps';

/**
 * 老年人中医药健康管理服务记录表 (national-forms §11) as the paper: the 33 questions with the five
 * answer columns (the special scales of (9)(14)(17)(28) written in their cells), the chosen
 * answer circled; then the result table, one column per constitution: 体质辨识 (1得分 2是
 * 3倾向是, 平和质 2是 3基本是) and 中医药保健指导, codes in boxes as the paper is filled.
 */

/** The questions on the first sheet; the rest share the second with the result table. */
const FIRST_SHEET = 17;

const GUIDANCE_OPTIONS = ['情志调摄', '饮食调养', '起居调摄', '运动保健', '穴位保健', '其他'];

function QuestionTable({ record, from, to }: { record: PrintRecord; from: number; to: number }) {
  return (
    <table className="paper-table paper-tcm-questions">
      <ColumnWidths widths={['45%', ...DEFAULT_SCALE.map(() => '11%')]} />
      <thead>
        <tr>
          <th className="paper-label">请根据近一年的体验和感觉，回答以下问题</th>
          <LabelCells labels={DEFAULT_SCALE.map((option) => option.label.replace('（', '\n（'))} />
        </tr>
      </thead>
      <tbody>
        {TCM_QUESTIONS.slice(from - 1, to).map((question, index) => {
          const number = from + index;
          const chosen = scalarText(record[questionField(number)]);
          const special = SPECIAL_SCALES[number];
          return (
            <tr key={number}>
              <th className="paper-cell tcm-question">
                ({number}){question.text}
              </th>
              {DEFAULT_SCALE.map((option) => {
                const score = String(option.score);
                const mark =
                  score === chosen ? <span className="paper-chosen">{score}</span> : score;
                const note = special?.find((entry) => entry.score === option.score)?.label;
                return (
                  <td key={score} className="paper-cell paper-box-cell">
                    {mark}
                    {note && <div className="tcm-scale-note">（{note}）</div>}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A row of the result table: its label, then one cell per constitution. */
function ConstitutionRow({
  label,
  cell,
}: {
  label: string;
  cell: (constitution: (typeof CONSTITUTIONS)[number]) => ReactNode;
}) {
  return (
    <tr>
      <th className="paper-label">{label}</th>
      {CONSTITUTIONS.map((constitution) => (
        <td key={constitution.key} className="paper-cell tcm-result-cell">
          {cell(constitution)}
        </td>
      ))}
    </tr>
  );
}

function ResultTable({ record }: { record: PrintRecord }) {
  return (
    <table className="paper-table paper-tcm-results">
      <ColumnWidths widths={['10%', ...CONSTITUTIONS.map(() => '10%')]} />
      <thead>
        <tr>
          <th className="paper-label">体质类型</th>
          <LabelCells labels={CONSTITUTIONS.map((constitution) => constitution.name)} />
        </tr>
      </thead>
      <tbody>
        <ConstitutionRow
          label="体质辨识"
          cell={(constitution) => {
            const result = scalarText(record[`${constitution.key}Result`]);
            const leaning = constitution.key === BALANCED_KEY ? '基本是' : '倾向是';
            return (
              <>
                <div>
                  1.得分
                  <span className="paper-fill paper-fill-tiny">
                    {scalarText(record[`${constitution.key}Score`])}
                  </span>
                </div>
                <div>2.是</div>
                <div>3.{leaning}</div>
                <CodeBoxes codes={result && result !== RESULT_CODES.no ? [result] : []} count={1} />
              </>
            );
          }}
        />
        <ConstitutionRow
          label="中医药保健指导"
          cell={(constitution) => {
            const chosen = codeList(record[`${constitution.key}Guidance`]);
            return (
              <>
                {GUIDANCE_OPTIONS.map((label, index) => (
                  <div key={label}>
                    {index + 1}.{label}
                  </div>
                ))}
                <CodeBoxes codes={chosen} count={Math.max(chosen.length, 1)} />
              </>
            );
          }}
        />
      </tbody>
    </table>
  );
}

function Closing({ record }: { record: PrintRecord }) {
  return (
    <>
      <p className="paper-note">
        体质辨识结果：<span className="paper-fill">{scalarText(record.constitutionResult)}</span>
        {scalarText(record.guidanceOther) && `；其他指导：${scalarText(record.guidanceOther)}`}
      </p>
      <div className="paper-signatures">
        <SignedField label="填表日期" value={paperDate(record.checkDate)} />
        <SignedField label="医生签名" value={scalarText(record.doctorSignature)} />
      </div>
    </>
  );
}

export function TcmConstitutionLayout({
  title,
  person,
  record,
  resultsOnly = false,
}: RecordPaperProps & {
  /** 中医体质判定结果: the result table without the questions. */
  resultsOnly?: boolean;
}) {
  const owner = person ?? record;
  if (resultsOnly) {
    return (
      <section className="print-sheet paper-tcm">
        <PaperHeader title={title} person={owner} />
        <ResultTable record={record} />
        <Closing record={record} />
      </section>
    );
  }
  return (
    <>
      <section className="print-sheet paper-tcm">
        <PaperHeader title={title} person={owner} />
        <QuestionTable record={record} from={1} to={FIRST_SHEET} />
      </section>
      <section className="print-sheet paper-tcm">
        <div className="health-check-continued">
          {title}（第2页）{'\u3000'}姓名：{scalarText(owner.name)}
        </div>
        <QuestionTable record={record} from={FIRST_SHEET + 1} to={TCM_QUESTIONS.length} />
        <ResultTable record={record} />
        <Closing record={record} />
      </section>
    </>
  );
}
