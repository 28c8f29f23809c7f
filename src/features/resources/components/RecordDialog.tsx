import { useEffect, useMemo, useState } from 'react';

import { type ConcreteFamilySpec } from '@/services/contract';
import { isApiError } from '@/services/http/apiError';
import { isResourceRow, type ResourceEndpoints, type ResourceRow } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { requestResidentDefaults } from '../hooks/residentDefaults';
import { type FormMode } from '../model/fieldModel';
import { recordIdOf } from '../model/recordIdentity';
import { RecordDialogView, type RecordDialogViewProps } from './RecordDialogView';

/** What a dialog shows: a new record, or an existing one by its list row. */
export interface DialogTarget {
  mode: FormMode;
  row?: ResourceRow;
  /** Values a new record starts with over the family's defaults (the resident it is for). */
  seed?: ResourceRow;
  /**
   * The resident a new record is for: its defaults are then formInit's for that resident
   * (header, carried values), taken from a reply fetched ahead when it is current.
   */
  defaultsFor?: string;
}

interface RecordDialogProps {
  family: ConcreteFamilySpec;
  endpoints: ResourceEndpoints;
  target: DialogTarget;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onOpenRecord: (row: ResourceRow) => void;
  /** Values a new record starts with over the defaults (the resident it is for). */
  seed?: ResourceRow;
  /** Keeps the typed values with the page's tab under this name (see RecordDialogView). */
  draftName?: string;
}

type Shared = Omit<
  RecordDialogViewProps,
  'mode' | 'source' | 'id' | 'loading' | 'loadError' | 'onRetry'
>;
type Endpoint<K extends 'get'> = NonNullable<ResourceEndpoints[K]>;
type QueryEndpoint = NonNullable<ResourceEndpoints['queries'][string]>;

const asRow = (value: unknown): ResourceRow | undefined =>
  isResourceRow(value) ? value : undefined;

/**
 * This opening's own formInit reply: undefined until it arrives, null when it failed. A reply
 * cached from an earlier opening is never used: formInit can name the resident (and carry their
 * last visit over), and a form seeds its values once, so a stale reply would open the next
 * record with the previous resident's data. For a named resident (`personNum`) the reply is
 * keyed by them, so one fetched ahead is used while current (residentDefaults).
 */
const useFreshDefaults = (
  endpoint: QueryEndpoint,
  familyId: string,
  personNum: string | undefined,
): ResourceRow | null | undefined => {
  const dispatch = useAppDispatch();
  const [reply, setReply] = useState<{ row: ResourceRow | null }>();
  useEffect(() => {
    let current = true;
    const request = personNum
      ? requestResidentDefaults(dispatch, familyId, personNum)
      : dispatch(endpoint.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
    request.then(
      (data) => current && setReply({ row: asRow(data) ?? {} }),
      () => current && setReply({ row: null }),
    );
    return () => {
      current = false;
    };
  }, [dispatch, endpoint, familyId, personNum]);
  return reply?.row;
};

/** A new record seeded by the family's formInit (or init) defaults. */
function CreateWithDefaults({
  endpoint,
  seed,
  defaultsFor,
  ...shared
}: Shared & { endpoint: QueryEndpoint; seed?: ResourceRow; defaultsFor?: string }) {
  const defaults = useFreshDefaults(endpoint, shared.family.id, defaultsFor);
  // One object per reply: a new source each render would rebuild the form's fields.
  const source = useMemo(
    () => (defaults === undefined ? undefined : { ...defaults, ...seed }),
    [defaults, seed],
  );
  // Defaults are a convenience: without them the form still opens, empty.
  return (
    <RecordDialogView {...shared} mode="create" source={source} loading={source === undefined} />
  );
}

/** An existing record, read in full (the list row may carry only the list's columns). */
function ExistingRecord({
  endpoint,
  row,
  mode,
  family,
  ...shared
}: Shared & { endpoint: Endpoint<'get'>; row: ResourceRow; mode: FormMode }) {
  const id = recordIdOf(family, row);
  const { data, isLoading, error, refetch } = endpoint.useQuery(id ?? '', {
    refetchOnMountOrArgChange: true,
  });
  return (
    <RecordDialogView
      {...shared}
      family={family}
      mode={mode}
      id={id}
      source={data ? { ...row, ...data } : undefined}
      loading={isLoading}
      loadError={
        error
          ? isApiError(error)
            ? error
            : { status: 'PARSE', message: '记录加载失败', display: 'silent' }
          : null
      }
      onRetry={() => void refetch()}
    />
  );
}

/** The dialog for a target, with whatever the family offers to load it. */
export function RecordDialog({ endpoints, target, seed, ...shared }: RecordDialogProps) {
  const { family } = shared;
  if (target.mode === 'create') {
    const defaults = endpoints.queries.formInit ?? endpoints.queries.init;
    // The dialog's own seed (a page that always adds for one resident) under the target's.
    const startWith = seed || target.seed ? { ...seed, ...target.seed } : undefined;
    // formInit with the resident named; the generic init knows no resident.
    const forResident = endpoints.queries.formInit ? target.defaultsFor : undefined;
    return defaults ? (
      <CreateWithDefaults
        {...shared}
        endpoint={defaults}
        seed={startWith}
        {...(forResident ? { defaultsFor: forResident } : {})}
      />
    ) : (
      <RecordDialogView {...shared} mode="create" source={{ ...startWith }} />
    );
  }
  const row = target.row ?? {};
  if (endpoints.get && recordIdOf(family, row) !== undefined) {
    return <ExistingRecord {...shared} endpoint={endpoints.get} row={row} mode={target.mode} />;
  }
  return (
    <RecordDialogView {...shared} mode={target.mode} id={recordIdOf(family, row)} source={row} />
  );
}
