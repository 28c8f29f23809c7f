import http from 'node:http';
import { type AddressInfo } from 'node:net';

import { renderControlPage } from './controlPage';
import { cardReply } from './demoCards';
import { applyControl, currentCard, type SimulatorState } from './simulatorState';

/** Longer than the client's 5 s timeout (spec 9), so "slow" exercises it. */
export const SLOW_READ_MS = 6000;

export interface CardReaderSimulatorOptions {
  host: string;
  port: number;
  state: SimulatorState;
  hardwareSocketUrl: string;
  slowReadMs?: number;
}

/**
 * The desk's card-reader HTTP service, simulated: OpenDevice, readcard and CloseDevice answer
 * as a reader SDK's local service does; `/` is the control page and `/control` applies a
 * choice (`?card=&readerMode=&hardwareMode=`, JSON back with `&format=json`). The app calls it
 * from another origin, so every answer carries CORS headers (and Chrome's private-network one).
 */
export const startCardReaderSimulator = async ({
  host,
  port,
  state,
  hardwareSocketUrl,
  slowReadMs = SLOW_READ_MS,
}: CardReaderSimulatorOptions): Promise<{ origin: string; close: () => Promise<void> }> => {
  const pending = new Set<NodeJS.Timeout>();

  const send = (
    response: http.ServerResponse,
    status: number,
    body: string,
    type = 'application/json; charset=utf-8',
  ) => {
    response.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(body);
  };
  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    send(response, status, JSON.stringify(body));

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Private-Network': 'true',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'GET') return json(response, 405, { error: 'GET only' });

    switch (url.pathname) {
      case '/':
        return send(
          response,
          200,
          renderControlPage(state, hardwareSocketUrl),
          'text/html; charset=utf-8',
        );
      case '/control': {
        const result = applyControl(state, url.searchParams);
        if (url.searchParams.get('format') === 'json' || !result.ok) {
          const { cards: _cards, ...settings } = state;
          return json(response, result.ok ? 200 : 400, result.ok ? settings : result);
        }
        response.writeHead(303, { Location: '/' });
        response.end();
        return;
      }
      case '/OpenDevice':
      case '/CloseDevice':
        if (state.readerMode === 'serviceError') return json(response, 500, { error: 'service' });
        return json(response, 200, { resultFlag: 0, errorMsg: '' });
      case '/readcard': {
        if (state.readerMode === 'serviceError') return json(response, 500, { error: 'service' });
        if (state.readerMode === 'noCard') {
          return json(response, 200, {
            resultFlag: -1,
            errorMsg: '未检测到身份证，请将身份证放在读卡器上',
          });
        }
        const reply = cardReply(currentCard(state));
        if (state.readerMode !== 'slow') return json(response, 200, reply);
        const timer = setTimeout(() => {
          pending.delete(timer);
          if (!response.destroyed) json(response, 200, reply);
        }, slowReadMs);
        pending.add(timer);
        return;
      }
      default:
        return json(response, 404, { error: 'not found' });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${actual}`,
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closing;
    },
  };
};
