import { Fragment } from 'react';

import { SELF_CARE_BANDS, SELF_CARE_ITEMS, selfCareBand } from '@/domain/elderly';

import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { LabelCells } from '../components/LabelCells';
import { PaperHeader } from '../components/PaperHeader';
import { SignedField } from '../components/SignedField';
import { paperDate, scalarText } from '../model/paperText';
import { type RecordPaperProps } from './recordPaperProps';

/**
 * 老年人生活自理能力评估表 (national-forms §10) as the paper: each item's descriptions under the four
 * 程度等级 columns with their scores beneath, the chosen one circled and its score written in
 * 判断评分, then 总评分 and the band (1可自理 … 4不能自理) in its box.
 */
export function SelfCareLayout({ title, person, record }: RecordPaperProps) {
  const total = scalarText(record.totalScore);
  const band = total === '' ? undefined : selfCareBand(Number(total));
  return (
    <section className="print-sheet paper-self-care">
      <PaperHeader title={title} person={person ?? record} />
      <p className="paper-note">
        该表为自评表，根据下表中5个方面进行评估，将各方面判断评分汇总后，0～3分者为可自理；4～8分者为轻度依赖；9～18分者为中度依赖；≥19分者为完全不能自理。
      </p>
      <table className="paper-table">
        <ColumnWidths widths={['20%', ...SELF_CARE_BANDS.map(() => '17.5%'), '10%']} />
        <thead>
          <tr>
            <th className="paper-label" rowSpan={2}>
              评估事项、内容与评分
            </th>
            <th className="paper-label" colSpan={SELF_CARE_BANDS.length}>
              程度等级
            </th>
            <th className="paper-label" rowSpan={2}>
              判断评分
            </th>
          </tr>
          <tr>
            <LabelCells labels={SELF_CARE_BANDS.map((level) => level.label)} />
          </tr>
        </thead>
        <tbody>
          {SELF_CARE_ITEMS.map((item, index) => {
            const chosen = scalarText(record[item.field]);
            const optionOf = (code: string) => item.options.find((option) => option.band === code);
            return (
              <Fragment key={item.field}>
                <tr>
                  <th className="paper-cell self-care-item">
                    ({index + 1}){item.label}：{item.scope}
                  </th>
                  {SELF_CARE_BANDS.map((level) => (
                    <td key={level.code} className="paper-cell">
                      {optionOf(level.code)?.description ?? ''}
                    </td>
                  ))}
                  <td className="paper-cell paper-box-cell" rowSpan={2}>
                    {chosen}
                  </td>
                </tr>
                <tr>
                  <th className="paper-label">评分</th>
                  {SELF_CARE_BANDS.map((level) => {
                    const option = optionOf(level.code);
                    const score = option ? String(option.score) : '';
                    return (
                      <td key={level.code} className="paper-cell paper-box-cell">
                        {score !== '' && score === chosen ? (
                          <span className="paper-chosen">{score}</span>
                        ) : (
                          score
                        )}
                      </td>
                    );
                  })}
                </tr>
              </Fragment>
            );
          })}
          <tr>
            <th className="paper-label">总评分</th>
            <td className="paper-cell" colSpan={SELF_CARE_BANDS.length}>
              {`总评分：${total}分`}
              <span className="self-care-band">
                评估结果：{SELF_CARE_BANDS.map((level) => `${level.code}${level.label}`).join(' ')}
              </span>
            </td>
            <td className="paper-cell paper-box-cell">
              <CodeBoxes codes={band ? [band.code] : []} count={1} />
            </td>
          </tr>
        </tbody>
      </table>
      <div className="paper-signatures">
        <SignedField label="评估日期" value={paperDate(record.checkDate)} />
        <SignedField label="评估医生签名" value={scalarText(record.doctorSignature)} />
      </div>
    </section>
  );
}
