import { api } from '../api';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { checkVersion, type VersionInfo } from '../http/versionCheck';
import { type RunParams } from './authTypes';

export const RUN_PARAMS_PATH = '/api/tokens/systemrunparam';

/** Used until the run parameters say otherwise (the reference server's default too). */
export const DEFAULT_LOGIN_TIMEOUT_MINUTES = 30;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads the run-parameter envelope; a reply without `Success: true` is ignored (spec 7.1). */
export const parseRunParams = (envelope: unknown): RunParams | null => {
  if (typeof envelope !== 'object' || envelope === null) return null;
  const { Success, Response } = envelope as { Success?: unknown; Response?: unknown };
  if (Success !== true || typeof Response !== 'object' || Response === null) return null;
  const raw = Response as Record<string, unknown>;
  const minutes = Number(raw.LoginTimeout);
  return {
    loginTimeoutMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : null,
    qqGroup: text(raw.QQGroup),
    systemName: text(raw.SystemName),
  };
};

const versionOrigin = (): string =>
  getRuntimeConfig().apiOrigin || globalThis.location?.origin || '';

/** Deployment-wide run parameters and the build version: what every user of a site shares. */
export const systemApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    systemRunParams: build.query<RunParams | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: RUN_PARAMS_PATH,
          envelope: true,
          errorDisplay: 'silent',
        });
        // The page has its defaults; a missing reply must not block sign-in.
        return { data: result.error ? null : parseRunParams(result.data) };
      },
      keepUnusedDataFor: 3600,
    }),
    /** Asks /version.json again, bypassing the once-per-page cache (the polling saga). */
    latestVersion: build.query<VersionInfo, void>({
      queryFn: async () => ({ data: await checkVersion(versionOrigin(), { force: true }) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSystemRunParamsQuery } = systemApi;
