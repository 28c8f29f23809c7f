export interface Nesting<Row, Node> {
  id: (row: Row) => string;
  /** null for a row at the top. */
  parent: (row: Row) => string | null;
  /** The list a child is added to (created on first use where a leaf has none). */
  children: (node: Node) => Node[];
  /**
   * A row whose parent has no node: a root of its own (a cascader of the hospitals a user
   * manages starts at the highest one managed), or dropped (a menu item under a menu the group
   * cannot see is not promoted to the top).
   */
  orphans: 'roots' | 'dropped';
}

/**
 * Hangs the node of each row under its parent's node, in row order, and returns the roots. Rows
 * without a node are passed over.
 */
export const nestByParent = <Row, Node>(
  rows: readonly Row[],
  nodes: ReadonlyMap<string, Node>,
  nesting: Nesting<Row, Node>,
): Node[] => {
  const roots: Node[] = [];
  for (const row of rows) {
    const node = nodes.get(nesting.id(row));
    if (!node) continue;
    const parentId = nesting.parent(row);
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent) nesting.children(parent).push(node);
    else if (parentId === null || nesting.orphans === 'roots') roots.push(node);
  }
  return roots;
};
