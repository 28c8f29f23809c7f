import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { PaperHeader } from '../components/PaperHeader';
import { RowHeads } from '../components/RowHeads';
import { type VisitRow } from '../model/followUpRows';
import { type RecordPaperProps } from './recordPaperProps';

interface RecordFormLayoutProps extends RecordPaperProps {
  rows: readonly VisitRow[];
  note?: string;
}

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
        <ColumnWidths widths={['9%', '23%', '68%']} />
        <tbody>
          {rows.map((row, rowIndex) => {
            const cell = row.cell(record);
            return (
              <tr key={`${row.group}-${row.label}`}>
                <RowHeads rows={rows} rowIndex={rowIndex} withOptions={false} />
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
