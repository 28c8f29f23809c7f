import { getRegionVariant, getRuntimeConfig } from './runtimeConfig';

/** The site whose users see the update timeline (spec 6: by site code, not by role). */
export const TIMELINE_SITE_CODE = 'wh';

export interface ShellFlags {
  showAssistant: boolean;
  showTimeline: boolean;
  supportPhone: string;
  driverDownloadUrl: string;
  keyboardLock: boolean;
  serviceAccount: string;
  /** How many tab pages stay mounted; the least recently shown beyond it are unmounted. */
  keptPagesLimit: number;
}

/**
 * What the deployment switches on in the shell. Region behaviour comes from the typed region
 * table (never a region string compared here); deployment switches from the runtime config.
 */
export const readShellFlags = (): ShellFlags => {
  const config = getRuntimeConfig();
  const variant = getRegionVariant();
  return {
    showAssistant: config.isAIShow || variant.isAIShow,
    showTimeline: config.siteCode === TIMELINE_SITE_CODE,
    supportPhone: config.supportPhone,
    driverDownloadUrl: config.driverDownloadUrl,
    keyboardLock: config.keyboardLock,
    serviceAccount: config.serviceAccount,
    keptPagesLimit: config.keptPagesLimit,
  };
};
