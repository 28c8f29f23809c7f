/** A run of head cells in a paper table's header row, one per column label, left to right. */
export function LabelCells({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th key={label} className="paper-label">
      {label}
    </th>
  ));
}
