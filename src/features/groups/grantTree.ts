import { type GroupGrants, type PermissionMenuNode } from '@/services/contract';

/** Tree keys: `m:{functionId}` for a menu item, `b:{funDetailId}` for a button. */
export const menuKey = (functionId: string): string => `m:${functionId}`;
export const buttonKey = (code: string): string => `b:${code}`;

export interface GrantNode {
  key: string;
  kind: PermissionMenuNode['kind'] | 'button';
  title: string;
  children: GrantNode[];
}

/** The tree the page shows: under each page first its buttons, then any nested items. */
export const toGrantNodes = (nodes: readonly PermissionMenuNode[]): GrantNode[] =>
  nodes.map((node) => ({
    key: menuKey(node.functionId),
    kind: node.kind,
    title: node.functionName,
    children: [
      ...node.buttons.map((button) => ({
        key: buttonKey(button.funDetailId),
        kind: 'button' as const,
        title: button.detailName,
        children: [],
      })),
      ...toGrantNodes(node.children),
    ],
  }));

export interface GrantIndex {
  parentOf: ReadonlyMap<string, string>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
  all: readonly string[];
}

export const indexGrantNodes = (roots: readonly GrantNode[]): GrantIndex => {
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const all: string[] = [];
  const walk = (nodes: readonly GrantNode[], parent: string | null) => {
    for (const node of nodes) {
      all.push(node.key);
      if (parent) parentOf.set(node.key, parent);
      childrenOf.set(
        node.key,
        node.children.map((child) => child.key),
      );
      walk(node.children, node.key);
    }
  };
  walk(roots, null);
  return { parentOf, childrenOf, all };
};

const descendants = (index: GrantIndex, key: string): string[] =>
  (index.childrenOf.get(key) ?? []).flatMap((child) => [child, ...descendants(index, child)]);

const ancestors = (index: GrantIndex, key: string): string[] => {
  const found: string[] = [];
  for (let at = index.parentOf.get(key); at; at = index.parentOf.get(at)) found.push(at);
  return found;
};

/**
 * Ticking an item ticks everything under it and the items above it (a button needs its page,
 * a page its menu). Clearing one clears everything under it, and an item above left with
 * nothing ticked under it.
 */
export const toggleGrant = (
  index: GrantIndex,
  checked: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> => {
  const next = new Set(checked);
  if (on) {
    for (const item of [key, ...descendants(index, key), ...ancestors(index, key)]) next.add(item);
    return next;
  }
  for (const item of [key, ...descendants(index, key)]) next.delete(item);
  for (const above of ancestors(index, key)) {
    if (descendants(index, above).some((item) => next.has(item))) break;
    next.delete(above);
  }
  return next;
};

/** The ticked keys of a group's grants (only keys the tree has). */
export const grantsToKeys = (index: GrantIndex, grants: GroupGrants): Set<string> => {
  const known = new Set(index.all);
  return new Set(
    [...grants.functionIds.map(menuKey), ...grants.funDetailIds.map(buttonKey)].filter((key) =>
      known.has(key),
    ),
  );
};

export const keysToGrants = (keys: Iterable<string>): GroupGrants => {
  const grants: GroupGrants = { functionIds: [], funDetailIds: [] };
  for (const key of keys) {
    if (key.startsWith('m:')) grants.functionIds.push(key.slice(2));
    else if (key.startsWith('b:')) grants.funDetailIds.push(key.slice(2));
  }
  grants.functionIds.sort();
  grants.funDetailIds.sort();
  return grants;
};

export const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((key) => b.has(key));

/** How many pages and buttons are ticked, for the summary above the tree. */
export const grantSummary = (roots: readonly GrantNode[], checked: ReadonlySet<string>) => {
  let pages = 0;
  let buttons = 0;
  const walk = (nodes: readonly GrantNode[]) => {
    for (const node of nodes) {
      if (checked.has(node.key)) {
        if (node.kind === 'button') buttons += 1;
        else if (node.kind !== 'container') pages += 1;
      }
      walk(node.children);
    }
  };
  walk(roots);
  return { pages, buttons };
};

/**
 * How the tree shows the grants (a tri-state tree): an item granted with everything under it
 * granted is ticked; one granted with only some of what is under it is half-ticked, so a menu
 * with one of its three pages granted does not read as all of them.
 */
export const grantTicks = (
  index: GrantIndex,
  checked: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } => {
  const ticks = { checked: [] as string[], halfChecked: [] as string[] };
  for (const key of checked) {
    const under = descendants(index, key);
    if (under.every((item) => checked.has(item))) ticks.checked.push(key);
    else ticks.halfChecked.push(key);
  }
  return ticks;
};
