import { type AddressInfo } from 'node:net';

import { type WebSocket, WebSocketServer } from 'ws';

import { cardReply } from './demoCards';
import { currentCard, type SimulatorState } from './simulatorState';

/** How often the open 03|01|02 socket reports the device's state. */
export const STREAM_INTERVAL_MS = 2000;
const KEEP_OPEN_REQUEST = '03|01|02';
const READ_CARD_REQUEST = '02';
/** The Message of every reply in "refuseMessage" mode. */
export const SUCCESS_SHAPE_REFUSAL = '国卫硬件驱动：读卡设备忙，请稍后重试';

export interface HardwareDriverSimulatorOptions {
  host: string;
  port: number;
  state: SimulatorState;
}

/**
 * The national health hardware driver, simulated on its WebSocket (port 16226 by default):
 * request 02 answers the IsSuccess shape with the card on the reader in `Response`; 03|01|02
 * answers the Success shape and then reports the device's state every 2 s on the same socket;
 * any other type answers the Success shape. "refuse" mode answers every request unsuccessfully
 * in those same shapes (02: IsSuccess/ErrorMessage); "refuseMessage" answers every request, 02
 * included, unsuccessfully in the Success/Message shape, the other shape drivers answer with.
 */
export const startHardwareDriverSimulator = async ({
  host,
  port,
  state,
}: HardwareDriverSimulatorOptions): Promise<{ url: string; close: () => Promise<void> }> => {
  const server = new WebSocketServer({ host, port });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => resolve());
  });

  const reply = (socket: WebSocket, type: string) => {
    if (state.hardwareMode === 'refuseMessage') {
      socket.send(
        JSON.stringify({
          Success: false,
          Message: SUCCESS_SHAPE_REFUSAL,
          FunType: type,
          Response: null,
        }),
      );
      return;
    }
    const refused = state.hardwareMode === 'refuse';
    if (type === READ_CARD_REQUEST) {
      socket.send(
        JSON.stringify(
          refused
            ? {
                IsSuccess: false,
                ErrorMessage: '国卫硬件驱动：未检测到身份证',
                FunType: type,
                Response: null,
              }
            : {
                IsSuccess: true,
                ErrorMessage: '',
                FunType: type,
                Response: cardReply(currentCard(state)),
              },
        ),
      );
      return;
    }
    socket.send(
      JSON.stringify({
        Success: !refused,
        Message: refused ? '国卫硬件驱动：设备未就绪' : '',
        FunType: type,
        Response: refused ? null : { device: 'ready', at: new Date().toISOString() },
      }),
    );
  };

  server.on('connection', (socket) => {
    let timer: NodeJS.Timeout | undefined;
    socket.on('message', (data: Buffer) => {
      const type = data.toString('utf8').trim();
      reply(socket, type);
      if (type === KEEP_OPEN_REQUEST && !timer) {
        timer = setInterval(() => reply(socket, type), STREAM_INTERVAL_MS);
      }
    });
    socket.on('close', () => clearInterval(timer));
  });

  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `ws://${host}:${actual}`,
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
