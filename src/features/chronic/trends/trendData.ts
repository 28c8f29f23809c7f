/**
 * The shape of the catalogue's chart extras (`bloodpressurechart`, `bloodsugarchart`): one point
 * per visit, oldest first. The reply is read defensively: a missing or non-numeric value is a gap,
 * not a zero on the chart.
 */
export interface TrendPoint {
  visitDate: string;
  values: Record<string, number | null>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
};

/** The points of a chart reply that have a visit date and at least one of the measures. */
export const trendPoints = (reply: unknown, measures: readonly string[]): TrendPoint[] => {
  const items = isRecord(reply) && Array.isArray(reply.items) ? (reply.items as unknown[]) : [];
  const points: TrendPoint[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.visitDate !== 'string') continue;
    const values = Object.fromEntries(measures.map((name) => [name, toNumber(item[name])]));
    if (measures.some((name) => values[name] !== null)) {
      points.push({ visitDate: item.visitDate.slice(0, 10), values });
    }
  }
  return points;
};
