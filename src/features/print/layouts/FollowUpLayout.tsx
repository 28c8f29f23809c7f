import { VISITS_PER_PAGE } from '@/services/contract';

import { CodeBoxes } from '../components/CodeBoxes';
import { PaperHeader } from '../components/PaperHeader';
import { type VisitRow, visitPages } from '../model/followUpRows';
import { type PrintRecord } from '../model/paperText';

interface FollowUpLayoutProps {
  title: string;
  person: PrintRecord | null;
  visits: readonly PrintRecord[];
  rows: readonly VisitRow[];
  /** The form's 填表说明 under each page. */
  note?: string;
}

const CHRONIC_NOTE =
  '填表说明：本表为高血压、2型糖尿病患者在接受随访服务时由医生填写；每页记录四次随访，若失访，在随访日期处写明失访原因；若死亡，写明死亡日期和原因。';

/** How many rows from this one on share its group (0 inside a run: the cell is spanned). */
const groupSpan = (rows: readonly VisitRow[], index: number): number => {
  const group = rows[index]?.group ?? '';
  if (index > 0 && rows[index - 1]?.group === group) return 0;
  let span = 1;
  while (rows[index + span]?.group === group) span += 1;
  return span;
};

/**
 * The columnar follow-up form: four visits a page, items down the side, codes in boxes. Each
 * page is a sheet of its own (page break between), its empty columns left blank for later
 * visits as on paper.
 */
export function FollowUpLayout({
  title,
  person,
  visits,
  rows,
  note = CHRONIC_NOTE,
}: FollowUpLayoutProps) {
  return (
    <>
      {visitPages(visits, VISITS_PER_PAGE).map((page, pageIndex) => {
        const columns = [...page, ...Array<null>(VISITS_PER_PAGE - page.length).fill(null)];
        return (
          <section key={pageIndex} className="print-sheet">
            <PaperHeader title={title} person={person} />
            <table className="paper-table paper-follow-up">
              <colgroup>
                <col style={{ width: '8%' }} />
                <col style={{ width: '20%' }} />
                {columns.map((_, index) => (
                  <col key={index} style={{ width: '18%' }} />
                ))}
              </colgroup>
              <tbody>
                {rows.map((row, rowIndex) => {
                  const span = groupSpan(rows, rowIndex);
                  return (
                    <tr key={`${row.group}-${row.label}`}>
                      {row.group === '' ? null : span > 0 ? (
                        <th rowSpan={span} className="paper-group">
                          {row.group}
                        </th>
                      ) : null}
                      <th colSpan={row.group === '' ? 2 : 1} className="paper-label">
                        {row.label}
                        {row.options && <div className="paper-options">{row.options}</div>}
                      </th>
                      {columns.map((visit, index) => {
                        const cell = visit ? row.cell(visit) : { text: '' };
                        return (
                          <td key={index} className="paper-cell">
                            {cell.text && <span className="paper-cell-text">{cell.text}</span>}
                            {cell.boxes && <CodeBoxes codes={cell.boxes} />}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="paper-note">{note}</p>
          </section>
        );
      })}
    </>
  );
}
