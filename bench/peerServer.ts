import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export interface PeerServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the peer's static build for the sign-in bench as our reference server serves ours:
 * gzip for the text files when the browser asks for it (Chromium over plain http does; our
 * server sends its pre-compressed .gz), every path falling back to index.html. Compressed once,
 * kept in memory, so compression never lands inside a measurement.
 */
export const startPeerServer = async (dir: string): Promise<PeerServer> => {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, reply) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://peer').pathname);
    let file = path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = fs.readFileSync(file);
    const compressible = /^(text|application\/javascript|image\/svg)/.test(type);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.setHeader('Content-Type', type);
    if (compressible && acceptsGzip && body.length > 1024) {
      let packed = gzipped.get(file);
      if (!packed) {
        packed = zlib.gzipSync(body, { level: 9 });
        gzipped.set(file, packed);
      }
      reply.setHeader('Content-Encoding', 'gzip');
      reply.end(packed);
      return;
    }
    reply.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
