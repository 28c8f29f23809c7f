import path from 'node:path';

import fastifyHelmet from '@fastify/helmet';
import { type FastifyInstance } from 'fastify';

import { createIndexHashReader } from './inlineScriptHashes';

/** The hardware driver's socket port; the client's is src/shared/constants.ts (a test keeps them equal). */
export const HARDWARE_SOCKET_PORT = 16226;
/** The card reader's default address; the client's is src/services/config/runtimeConfig.ts (a test keeps them equal). */
export const DEFAULT_CARD_READER_ORIGIN = 'http://127.0.0.1:19196';

/** Where the desk's devices answer, as /config.js tells the client (empty: the defaults). */
export interface DeviceOrigins {
  cardReaderOrigin: string;
  hardwareSocketUrl: string;
}

/** The origins the page may reach for the desk's devices: the configured ones, else the defaults. */
export const deviceConnectSources = ({
  cardReaderOrigin,
  hardwareSocketUrl,
}: DeviceOrigins): string[] => {
  const reader = new URL(cardReaderOrigin || DEFAULT_CARD_READER_ORIGIN);
  const socket = hardwareSocketUrl
    ? [new URL(hardwareSocketUrl).origin]
    : [`ws://127.0.0.1:${HARDWARE_SOCKET_PORT}`, `ws://localhost:${HARDWARE_SOCKET_PORT}`];
  return [...new Set([reader.origin, ...socket])];
};

/**
 * The hardening headers (@fastify/helmet) and a strict Content-Security-Policy:
 * - scripts: this origin, plus the inline scripts of the built index.html by their sha256 hashes
 *   (the inlined webpack runtime and the pre-paint's session check), never 'unsafe-inline';
 * - styles: 'unsafe-inline' is needed: antd's CSS-in-JS writes <style> elements at run time and
 *   React sets style attributes. Style injection cannot run script, so this is the usual trade;
 * - connect: this origin and the desk's devices on the user's own machine: the card reader's
 *   HTTP service and the hardware driver's socket (configured, else their defaults);
 * - frame-ancestors 'none' (and X-Frame-Options: DENY): no page may frame the platform.
 * The assistant's markdown is rendered by react-markdown with rehype-sanitize (no raw HTML), and
 * the policy would block an injected script or inline handler anyway.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  clientDir: string,
  devices: DeviceOrigins,
): Promise<void> => {
  const indexHashes = createIndexHashReader(path.join(clientDir, 'index.html'));
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", () => indexHashes().join(' ')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...deviceConnectSources(devices)],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Intranet deployments run on plain http; HSTS there would only confuse a later https move.
    strictTransportSecurity: false,
    // Downloads (xlsx) and the captcha are fetched by the page itself; same-origin is enough.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
};
