import { getRuntimeConfig } from '@/services/config/runtimeConfig';
import { clientVersion } from '@/services/http/versionCheck';

import { type TraceEnvironment } from './traceFile';

/** The build, the site and the browser a log was recorded on: what support asks first. */
export const readTraceEnvironment = (): TraceEnvironment => {
  const config = getRuntimeConfig();
  const build = clientVersion();
  return {
    appVersion: build.split('+')[0] ?? build,
    build,
    regionCode: config.regionCode,
    siteCode: config.siteCode,
    userAgent: navigator.userAgent,
    screen: {
      width: window.screen.width,
      height: window.screen.height,
      devicePixelRatio: window.devicePixelRatio,
    },
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
};
