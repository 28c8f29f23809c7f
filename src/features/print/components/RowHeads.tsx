import { type VisitRow } from '../model/followUpRows';

/** How many rows from this one on share its group (0 inside a run: the cell is spanned). */
const groupSpan = (rows: readonly VisitRow[], index: number): number => {
  const group = rows[index]?.group ?? '';
  if (index > 0 && rows[index - 1]?.group === group) return 0;
  let span = 1;
  while (rows[index + span]?.group === group) span += 1;
  return span;
};

/**
 * The head cells of a row of a national form: its group once for the run of rows sharing it
 * (a row without a group widens its label over both), then its label, with the options under it
 * where the form lists them there.
 */
export function RowHeads({
  rows,
  rowIndex,
  withOptions,
}: {
  rows: readonly VisitRow[];
  rowIndex: number;
  withOptions: boolean;
}) {
  const row = rows[rowIndex]!;
  const span = groupSpan(rows, rowIndex);
  return (
    <>
      {row.group === '' ? null : span > 0 ? (
        <th rowSpan={span} className="paper-group">
          {row.group}
        </th>
      ) : null}
      <th colSpan={row.group === '' ? 2 : 1} className="paper-label">
        {row.label}
        {withOptions && row.options && <div className="paper-options">{row.options}</div>}
      </th>
    </>
  );
}
