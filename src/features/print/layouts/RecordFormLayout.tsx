import { CodeBoxes } from '../components/CodeBoxes';
import { PaperHeader } from '../components/PaperHeader';
import { type VisitRow } from '../model/followUpRows';
import { type PrintRecord } from '../model/paperText';

interface RecordFormLayoutProps {
  title: string;
  person: PrintRecord | null;
  record: PrintRecord;
  rows: readonly VisitRow[];
  note?: string;
}

/** How many rows from this one on share its group (0 inside a run: the cell is spanned). */
const groupSpan = (rows: readonly VisitRow[], index: number): number => {
  const group = rows[index]?.group ?? '';
  if (index > 0 && rows[index - 1]?.group === group) return 0;
  let span = 1;
  while (rows[index + span]?.group === group) span += 1;
  return span;
};

/**
 * A single-record national form (严重精神障碍患者个人信息补充表, 肺结核患者第一次入户随访记录表):
 * items down the side, each coded item with its options listed and the chosen code in boxes at
 * the right, as the paper prints "1城镇 2农村 □".
 */
export function RecordFormLayout({ title, person, record, rows, note }: RecordFormLayoutProps) {
  return (
    <section className="print-sheet">
      <PaperHeader title={title} person={person} />
      <table className="paper-table paper-record-form">
        <colgroup>
          <col style={{ width: '9%' }} />
          <col style={{ width: '23%' }} />
          <col style={{ width: '68%' }} />
        </colgroup>
        <tbody>
          {rows.map((row, rowIndex) => {
            const span = groupSpan(rows, rowIndex);
            const cell = row.cell(record);
            return (
              <tr key={`${row.group}-${row.label}`}>
                {row.group === '' ? null : span > 0 ? (
                  <th rowSpan={span} className="paper-group">
                    {row.group}
                  </th>
                ) : null}
                <th colSpan={row.group === '' ? 2 : 1} className="paper-label">
                  {row.label}
                </th>
                <td className="paper-cell">
                  {/* The flex row lives inside the cell: a flex td stops being a table cell. */}
                  <div className="paper-record-cell">
                    {row.options && <span className="paper-record-options">{row.options}</span>}
                    {cell.text && <span className="paper-cell-text">{cell.text}</span>}
                    {cell.boxes && (
                      <span className="paper-record-boxes">
                        <CodeBoxes codes={cell.boxes} />
                      </span>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {note && <p className="paper-note">{note}</p>}
    </section>
  );
}
