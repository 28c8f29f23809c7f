/** A paper table's column widths, left to right (the sheet's layout is fixed, not by content). */
export function ColumnWidths({ widths }: { widths: readonly string[] }) {
  return (
    <colgroup>
      {widths.map((width, index) => (
        <col key={index} style={{ width }} />
      ))}
    </colgroup>
  );
}
