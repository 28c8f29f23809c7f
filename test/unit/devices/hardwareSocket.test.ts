import { Server, WebSocket as MockWebSocket } from 'mock-socket';

import {
  createHardwareDriver,
  type HardwareListener,
  type HardwareReply,
  NO_WEBSOCKET_NOTE,
  parseHardwareReply,
} from '@/devices';

let port = 46000;
/** A fresh address per test, so a server left by one test never answers another. */
const nextUrl = () => `ws://127.0.0.1:${(port += 1)}`;

interface Recorded {
  replies: HardwareReply[];
  errors: number;
  closes: number;
}

const recorder = (): Recorded & { listener: HardwareListener } => {
  const recorded: Recorded = { replies: [], errors: 0, closes: 0 };
  return Object.assign(recorded, {
    listener: {
      onReply: (reply: HardwareReply) => recorded.replies.push(reply),
      onError: () => (recorded.errors += 1),
      onClose: () => (recorded.closes += 1),
    },
  });
};

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries the assertions until they hold or two seconds pass. mock-socket delivers on timers,
 * and a fixed wait lost that race on a loaded CI machine.
 */
const eventually = async (assertions: () => void, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertions();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await tick(10);
    }
  }
};

/** A driver that answers every request with `reply(type)`, counting sockets and requests. */
const fakeDriver = (url: string, reply: (type: string) => object | undefined) => {
  const server = new Server(url);
  const stats = { connections: 0, open: 0, received: [] as string[] };
  server.on('connection', (socket) => {
    stats.connections += 1;
    stats.open += 1;
    socket.on('message', (data) => {
      const type = typeof data === 'string' ? data : '';
      stats.received.push(type);
      const body = reply(type);
      if (body) socket.send(JSON.stringify(body));
    });
    socket.on('close', () => (stats.open -= 1));
  });
  return { server, stats };
};

const driverAt = (url: string, log = { info: jest.fn(), warn: jest.fn() }) =>
  createHardwareDriver({
    url,
    WebSocketImpl: MockWebSocket as unknown as typeof WebSocket,
    log,
  });

describe('parseHardwareReply', () => {
  it.each<[string, string, Partial<HardwareReply> | null]>([
    [
      'the IsSuccess shape',
      '{"IsSuccess":false,"ErrorMessage":"未检测到卡片","FunType":"02","Response":null}',
      {
        success: false,
        message: '未检测到卡片',
        funType: '02',
        response: null,
        shape: 'IsSuccess',
      },
    ],
    [
      'the Success shape',
      '{"Success":true,"Message":"ok","FunType":"01","Response":{"a":1}}',
      { success: true, message: 'ok', funType: '01', response: { a: 1 }, shape: 'Success' },
    ],
    [
      'IsSuccess as a string',
      '{"IsSuccess":"true","ErrorMessage":""}',
      { success: true, message: '', funType: '', response: null, shape: 'IsSuccess' },
    ],
    ['neither shape', '{"foo":1}', null],
    ['not JSON', 'hello', null],
    ['an array', '[1]', null],
  ])('reads %s', (_case, frame, expected) => {
    expect(parseHardwareReply(frame)).toEqual(expected);
  });
});

describe('createHardwareDriver', () => {
  it('sends the request type on a socket of its own and closes it after the reply', async () => {
    const url = nextUrl();
    const { server, stats } = fakeDriver(url, (type) => ({
      IsSuccess: true,
      ErrorMessage: '',
      FunType: type,
      Response: { answer: type },
    }));
    const first = recorder();
    const second = recorder();
    const driver = driverAt(url);
    driver.request('01', first.listener);
    driver.request('02', second.listener);
    await eventually(() => {
      expect([first.closes, second.closes]).toEqual([1, 1]);
      expect(stats.open).toBe(0);
    });
    expect(stats.received.sort()).toEqual(['01', '02']);
    expect(stats.connections).toBe(2);
    expect(first.replies.map((reply) => reply.response)).toEqual([{ answer: '01' }]);
    expect(second.replies.map((reply) => reply.funType)).toEqual(['02']);
    server.stop();
  });

  it('keeps the socket of 03|01|02 open for the replies that follow, until 00 closes it', async () => {
    const url = nextUrl();
    const { server, stats } = fakeDriver(url, () => ({
      Success: true,
      Message: '',
      FunType: '03',
    }));
    const stream = recorder();
    const driver = driverAt(url);
    driver.request('03|01|02', stream.listener);
    await eventually(() => expect(stream.replies).toHaveLength(1));
    expect(stream.closes).toBe(0);
    expect(stats.open).toBe(1);
    // The driver pushes more readings on the open socket.
    server.clients()[0]?.send(JSON.stringify({ Success: true, Message: '', FunType: '03' }));
    await eventually(() => expect(stream.replies).toHaveLength(2));

    const closer = recorder();
    driver.request('00', closer.listener);
    await eventually(() => {
      expect(stats.open).toBe(0);
      expect([stream.closes, closer.closes]).toEqual([1, 1]);
    });
    expect(stats.received).toEqual(['03|01|02']);
    expect(stats.connections).toBe(1);
    server.stop();
  });

  it('00 with nothing open opens nothing and ends at once', async () => {
    const url = nextUrl();
    const { server, stats } = fakeDriver(url, () => undefined);
    const closer = recorder();
    driverAt(url).request('00', closer.listener);
    await eventually(() => expect(closer.closes).toBe(1));
    await tick();
    expect(stats.connections).toBe(0);
    server.stop();
  });

  it('passes an unsuccessful reply on as it came (the caller shows its message)', async () => {
    const url = nextUrl();
    const { server } = fakeDriver(url, () => ({
      IsSuccess: false,
      ErrorMessage: '读卡失败',
      FunType: '02',
    }));
    const request = recorder();
    driverAt(url).request('02', request.listener);
    await eventually(() => expect(request.closes).toBe(1));
    expect(request.replies).toEqual([
      { success: false, message: '读卡失败', funType: '02', response: null, shape: 'IsSuccess' },
    ]);
    server.stop();
  });

  it('reports a socket error when no driver listens, then ends', async () => {
    const request = recorder();
    driverAt(nextUrl()).request('02', request.listener);
    await eventually(() => expect(request.closes).toBe(1));
    expect(request.errors).toBe(1);
    expect(request.replies).toEqual([]);
  });

  it('only writes a console note in a browser without WebSocket', () => {
    const log = { info: jest.fn(), warn: jest.fn() };
    const request = recorder();
    createHardwareDriver({ url: nextUrl(), WebSocketImpl: undefined, log }).request(
      '02',
      request.listener,
    );
    expect(log.info).toHaveBeenCalledWith(NO_WEBSOCKET_NOTE);
    expect(request).toMatchObject({ errors: 0, replies: [], closes: 1 });
  });

  it('closes the socket when the caller ends the request early, and says nothing more', async () => {
    const url = nextUrl();
    const { server, stats } = fakeDriver(url, () => undefined);
    const request = recorder();
    const end = driverAt(url).request('03|01|02', request.listener);
    await eventually(() => expect(stats.open).toBe(1));
    end();
    await eventually(() => expect(stats.open).toBe(0));
    await tick();
    expect(request.closes).toBe(0);
    server.stop();
  });
});
