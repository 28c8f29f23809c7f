import { api } from '@/services/api';

import { type ActionRecord } from './actionRecorder';

interface EndpointArg {
  endpointName?: unknown;
  type?: unknown;
}

/**
 * RTK Query's reducers look up an action's endpoint definition (its `merge`, its kind), and
 * pages inject their endpoints when their lazy chunk loads. The replay command never loads those
 * chunks, so it gives each endpoint a log names but the api lacks a stand-in of the same kind.
 * It is exact for the reducers while no endpoint defines `merge` or is an infinite query (none
 * does; one that will must be imported by the replay command instead). Its queryFn never runs:
 * a replay dispatches recorded actions, never a thunk.
 */
export const addStandInEndpoints = (actions: readonly ActionRecord[]): string[] => {
  const known = api.endpoints as Record<string, unknown>;
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
  });
  return [...missing.keys()];
};
