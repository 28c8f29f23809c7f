import {
  combineSlices,
  configureStore,
  isAction,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';

import { loadArchivesEndpoints } from '@/features/archives';
import { loadAuditEndpoints } from '@/features/audit';
import { loadPrintEndpoints } from '@/features/print';
import { loadResourcePageEndpoints } from '@/features/resources';
import { api } from '@/services/api';
import { assistantApi } from '@/services/assistant/assistantApi';
import { chronicApi } from '@/services/chronic/chronicApi';
import { conditionQueryApi } from '@/services/chronic/conditionQueryApi';
import { reportApi } from '@/services/chronic/reportApi';
import { resourceApi } from '@/services/resources/resourceApi';
import { serviceDueApi } from '@/services/serviceDue/serviceDueApi';

import { type ActionRecord } from './actionRecorder';

interface EndpointArg {
  endpointName?: unknown;
  type?: unknown;
}

/**
 * RTK Query's reducers read endpoint definitions: `providesTags` fills the tag index, `merge`
 * would change how data is stored. Pages inject their endpoints when their chunk loads, which
 * the replay command never does, so it loads every module that injects endpoints with tags
 * before replaying (in the browser they are loaded already, or the log does not name them).
 * A new module that injects endpoints with tags belongs in this list.
 */
export const loadReplayEndpoints = async (): Promise<number> => {
  await Promise.all([
    loadResourcePageEndpoints(),
    loadArchivesEndpoints(),
    loadAuditEndpoints(),
    loadPrintEndpoints(),
  ]);
  return [resourceApi, assistantApi, chronicApi, conditionQueryApi, reportApi, serviceDueApi]
    .length;
};

/**
 * RTK Query's reducers look up an action's endpoint definition (its `merge`, its kind), and
 * pages inject their endpoints when their lazy chunk loads. The replay command never loads those
 * chunks, so it gives each endpoint a log names but the api lacks a stand-in of the same kind.
 * A stand-in provides no tags and has no `merge`, which is exact only for endpoints without
 * them (those are loaded by loadReplayEndpoints). Its queryFn never runs: a replay dispatches
 * recorded actions, never a thunk.
 */
export const addStandInEndpoints = (actions: readonly ActionRecord[]): string[] => {
  const known: Readonly<Record<string, unknown>> = api.endpoints;
  const missing = new Map<string, 'query' | 'mutation'>();
  for (const { action } of actions) {
    const arg = (action.meta as { arg?: EndpointArg } | undefined)?.arg;
    if (!arg || typeof arg.endpointName !== 'string' || arg.endpointName in known) continue;
    if (arg.type === 'query' || arg.type === 'mutation') missing.set(arg.endpointName, arg.type);
  }
  if (missing.size === 0) return [];
  api.injectEndpoints({
    endpoints: (build) =>
      Object.fromEntries(
        [...missing].map(([name, kind]) => [
          name,
          kind === 'query'
            ? build.query<unknown, unknown>({ queryFn: () => ({ data: null }) })
            : build.mutation<unknown, unknown>({
                queryFn: () => ({ data: null }),
              }),
        ]),
      ),
    // Only names the api lacks (above): one already there would be a bug, never replaced.
    overrideExisting: 'throw',
  });
  return [...missing.keys()];
};

const MIDDLEWARE_REGISTERED = `${api.reducerPath}/config/middlewareRegistered`;

/**
 * The id RTK Query's middleware announces itself with (`api/config/middlewareRegistered`): a
 * random id per loaded copy of the api, which the api reducer compares with its own ("conflict"
 * when they differ). A log carries the recording page's id, which means nothing to another
 * process. The replay gives that one action its own copy's id, found by letting the middleware
 * announce itself once in a throwaway store that holds nothing else.
 */
let localApiUid: unknown;
const readLocalApiUid = (): unknown => {
  if (localApiUid !== undefined) return localApiUid;
  const capture: Middleware = () => () => (action) => {
    if (isAction(action) && action.type === MIDDLEWARE_REGISTERED)
      localApiUid = (action as { payload?: unknown }).payload;
    return action;
  };
  const probe = configureStore({
    reducer: combineSlices(api),
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(
        api.middleware,
        capture,
      ),
  });
  probe.dispatch({ type: 'replay/probe' });
  return localApiUid;
};

/** The recorded action as this process must dispatch it. */
export const forReplay = (action: UnknownAction): UnknownAction =>
  action.type === MIDDLEWARE_REGISTERED ? { ...action, payload: readLocalApiUid() } : action;
