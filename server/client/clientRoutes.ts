import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { type ServerContext } from '../context';
import { fail } from '../http/envelope';
import { MESSAGES } from '../http/errors';
import { readBuildVersion } from './buildVersion';
import { buildClientConfig, renderConfigScript } from './clientConfig';
import { NOT_BUILT_PAGE } from './notBuiltPage';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PATH = /^(\/gwehr)?\/api(\/|$)/i;
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Hashed assets never change; everything else is revalidated so a new build shows up. */
const cacheControlFor = (filePath: string, root: string): string => {
  const relative = path.relative(root, filePath.replace(COMPRESSED_SUFFIX, '')).split(path.sep);
  return relative[0] === 'assets' ? IMMUTABLE : 'no-cache';
};

/** A GET of a client route (/home, /archives/persons): not the API, not a file. */
export const isClientRoute = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split(/[?#]/, 1)[0] ?? '';
  if (API_PATH.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
};

const answerNotFound = (reply: FastifyReply) =>
  reply.status(404).send(fail(MESSAGES.notFound, 404));

/**
 * /version.json, /config.js, the built client (pre-compressed br/gzip files) and the fallback of
 * client routes to index.html. Without a build, client routes get a page saying so.
 */
export const registerClientRoutes = async (
  app: FastifyInstance,
  ctx: ServerContext,
): Promise<void> => {
  const { clientDir } = ctx.config;
  const script = renderConfigScript(buildClientConfig(ctx.config, ctx.secrets));

  app.get('/version.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ version: readBuildVersion(clientDir) }),
  );
  app.get('/config.js', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('application/javascript; charset=utf-8')
      .send(script),
  );

  const built = fs.existsSync(path.join(clientDir, 'index.html'));
  if (!built) {
    app.log.warn({ clientDir }, '客户端尚未构建，仅提供接口');
    app.setNotFoundHandler(async (request, reply) =>
      isClientRoute(request)
        ? reply
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(NOT_BUILT_PAGE)
        : answerNotFound(reply),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    // Source maps carry the whole client source: never public in production.
    allowedPath: (pathName) => !(ctx.config.production && pathName.endsWith('.map')),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath, clientDir));
    },
  });
  app.setNotFoundHandler(async (request, reply) =>
    isClientRoute(request) ? reply.sendFile('index.html') : answerNotFound(reply),
  );
};
