import {
  type ConfiguredDenominators,
  type IndicatorCount,
  type IndicatorDefinition,
} from '@/domain/indicators';
import { type IndicatorRowReply } from '@/services/contract/chronicPaths';

export interface IndicatorTreeRow extends IndicatorRowReply {
  key: string;
  children?: IndicatorTreeRow[];
}

/** The flat rows (each after its parent) as antd tree-table data: region → township → village. */
export const toIndicatorTree = (rows: readonly IndicatorRowReply[]): IndicatorTreeRow[] => {
  const byId = new Map<string, IndicatorTreeRow>();
  const roots: IndicatorTreeRow[] = [];
  for (const row of rows) {
    const node: IndicatorTreeRow = { ...row, key: row.hospitalId };
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
export const denominatorColumn = (
  indicator: IndicatorDefinition,
  configured: ConfiguredDenominators | undefined,
): IndicatorCount | undefined => {
  const spec = indicator.denominator;
  if ('count' in spec) return spec.count;
  return configured?.[spec.configured] === undefined ? spec.fallback : undefined;
};
