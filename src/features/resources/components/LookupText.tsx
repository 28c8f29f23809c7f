import { type LookupSpec } from '@/services/contract';

import { useLookupLabel } from '../hooks/useLookupOptions';

/** A lookup code shown as the name of what it points to (机构编码 → 机构名称). */
export function LookupText({
  lookup,
  value,
  fallback,
}: {
  lookup: LookupSpec | undefined;
  value: string;
  fallback?: string;
}) {
  const label = useLookupLabel(lookup, value);
  return <>{label ?? fallback ?? value}</>;
}
