import {
  type ConfiguredDenominators,
  type IndicatorCount,
  type IndicatorDefinition,
} from '@/domain/indicators';
import { type IndicatorRowReply } from '@/services/contract/chronicPaths';

/** What a report row needs to sit in the institution tree. */
interface TreePlace {
  hospitalId: string;
  parentId: string | null;
  depth: number;
}

export type TreeRow<R extends TreePlace> = R & { key: string; children?: TreeRow<R>[] };

export type IndicatorTreeRow = TreeRow<IndicatorRowReply>;

/** The flat rows (each after its parent) as antd tree-table data: region → township → village. */
export const toIndicatorTree = <R extends TreePlace>(rows: readonly R[]): TreeRow<R>[] => {
  const byId = new Map<string, TreeRow<R>>();
  const roots: TreeRow<R>[] = [];
  for (const row of rows) {
    const node: TreeRow<R> = { ...row, key: row.hospitalId };
    byId.set(row.hospitalId, node);
    const parent = row.depth > 0 && row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
};

/** The drill-down address of a count (spec 2.2), from the contract the server links with too. */
export { reportDetailsPath } from '@/services/contract/pageLinks';

/** `85.7%`, or 未配置 when the denominator is a figure nobody set. */
export const rateText = (rate: number | null, denominator: number | null): string =>
  denominator === null ? '未配置' : rate === null ? '—' : `${rate}%`;

/**
 * The count behind an indicator's denominator, when it is one: a counted denominator (管理人数,
 * 建档人数), or the resident count used because no population figure is configured. A configured
 * figure (常住人口, expected cases) has no residents to list.
 */
export const denominatorColumn = <C extends string = IndicatorCount>(
  indicator: IndicatorDefinition<C>,
  configured: ConfiguredDenominators | undefined,
): C | undefined => {
  const spec = indicator.denominator;
  if ('count' in spec) return spec.count;
  return configured?.[spec.configured] === undefined ? spec.fallback : undefined;
};
