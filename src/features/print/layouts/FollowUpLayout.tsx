import { VISITS_PER_PAGE } from '@/services/contract';

import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { PaperHeader } from '../components/PaperHeader';
import { RowHeads } from '../components/RowHeads';
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
              <ColumnWidths widths={['8%', '20%', ...columns.map(() => '18%')]} />
              <tbody>
                {rows.map((row, rowIndex) => (
                  <tr key={`${row.group}-${row.label}`}>
                    <RowHeads rows={rows} rowIndex={rowIndex} withOptions />
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
                ))}
              </tbody>
            </table>
            <p className="paper-note">{note}</p>
          </section>
        );
      })}
    </>
  );
}
