import { api } from '@/services/api';
import { getRuntimeConfig } from '@/services/config/runtimeConfig';
import { TEST_PATHS } from '@/services/contract/testPaths';
import { isApiError } from '@/services/http/apiError';

import { type CoreStore } from './configureAppStore';

/**
 * Browser-test hooks, installed only when the server's /config.js says `testHooks` (the reference
 * server does so only when CAPTCHA_FIXED_CODE is set). They drive the real store, so what a test
 * shows is what the pipeline does: no request here bypasses the baseQuery or the re-auth mutex.
 */

export interface ProbeResult {
  ok: boolean;
  /** The catalogue message of a failed call. */
  message?: string;
}

export interface TestHooks {
  /** Fires `count` distinct authorised GETs at once, as a busy page would; resolves when all settle. */
  requestInParallel(count: number): Promise<ProbeResult[]>;
}

declare global {
  interface Window {
    __GW_TEST__?: TestHooks;
  }
}

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    testProbe: build.query<{ n: number }, number>({
      query: (n) => ({ url: TEST_PATHS.probe, params: { n } }),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const installTestHooks = (store: CoreStore): void => {
  if (!getRuntimeConfig().testHooks) return;
  window.__GW_TEST__ = {
    requestInParallel: async (count) => {
      const calls = Array.from({ length: count }, (_, n) =>
        store.dispatch(
          probeApi.endpoints.testProbe.initiate(n, { subscribe: false, forceRefetch: true }),
        ),
      );
      const settled = await Promise.all(calls);
      return settled.map((result): ProbeResult =>
        result.isSuccess
          ? { ok: true }
          : { ok: false, message: isApiError(result.error) ? result.error.message : '未知错误' },
      );
    },
  };
};
