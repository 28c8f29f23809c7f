import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';

import {
  type ConcreteFamilyId,
  type FieldOption,
  getFamily,
  isConcreteFamilyId,
  type LookupSpec,
} from '@/services/contract';
import { type ResourceRow } from '@/services/resources';

import { useLookupRecordsQuery } from '../resourcePageApi';

/** The family a lookup reads, when it is one with a list call. */
export const lookupFamilyId = (lookup: LookupSpec | undefined): ConcreteFamilyId | undefined =>
  lookup && isConcreteFamilyId(lookup.family) && getFamily(lookup.family).verbs.list
    ? lookup.family
    : undefined;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export const lookupOption = (lookup: LookupSpec, row: ResourceRow): FieldOption => {
  const value = text(row[lookup.valueField]);
  return { value, label: text(row[lookup.labelField]) || value };
};

/** The choices of a lookup field; empty until they arrive or when the user may not list them. */
export const useLookupOptions = (
  lookup: LookupSpec | undefined,
): { options: FieldOption[]; loading: boolean } => {
  const familyId = lookupFamilyId(lookup);
  const { data, isFetching } = useLookupRecordsQuery(familyId ?? skipToken);
  const options = useMemo(
    () => (lookup && data ? data.map((row) => lookupOption(lookup, row)) : []),
    [data, lookup],
  );
  return { options, loading: isFetching };
};

/** One label of a lookup, for a table cell; subscribes to the shared cached list. */
export const useLookupLabel = (
  lookup: LookupSpec | undefined,
  value: string,
): string | undefined => {
  const familyId = lookupFamilyId(lookup);
  const { label } = useLookupRecordsQuery(familyId ?? skipToken, {
    selectFromResult: ({ data }) => {
      const row =
        lookup && value ? data?.find((item) => text(item[lookup.valueField]) === value) : undefined;
      return { label: row && lookup ? lookupOption(lookup, row).label : undefined };
    },
  });
  return label;
};
