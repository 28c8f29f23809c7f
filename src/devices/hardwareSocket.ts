import { HARDWARE_SOCKET_PORT } from '@/shared/constants';

/**
 * The national health hardware driver (国卫硬件驱动, spec 7.1): a local WebSocket service on
 * port 16226. A request is its request-type string; a reply is JSON in one of two shapes,
 * `{IsSuccess, ErrorMessage, FunType, Response}` or `{Success, Message, FunType, Response}`.
 *
 * Socket rules (spec 4): each request opens its own socket, which is closed once the reply is
 * in, except request type `03|01|02`, whose socket stays open for the replies that follow; type
 * `00` sends nothing and only closes that open socket. A browser without WebSocket gets a
 * console note and nothing else (spec 8).
 */

/** The request whose socket stays open after its first reply. */
export const KEEP_OPEN_REQUEST = '03|01|02';
/** The request that only closes the open socket. */
export const CLOSE_REQUEST = '00';
export { HARDWARE_SOCKET_PORT };
export const NO_WEBSOCKET_NOTE = '当前浏览器不支持 WebSocket，无法连接国卫硬件驱动服务';

export interface HardwareReply {
  success: boolean;
  /** ErrorMessage of the IsSuccess shape, Message of the Success shape. */
  message: string;
  funType: string;
  response: unknown;
  shape: 'IsSuccess' | 'Success';
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const truthy = (value: unknown): boolean =>
  value === true || value === 1 || value === 'true' || value === 'True' || value === '1';

/** The two reply shapes, named by their success key, and the key of each one's message. */
const REPLY_SHAPES = [
  { success: 'IsSuccess', message: 'ErrorMessage' },
  { success: 'Success', message: 'Message' },
] as const;

/** Reads a reply frame; null when it is not JSON of either shape. */
export const parseHardwareReply = (data: unknown): HardwareReply | null => {
  if (typeof data !== 'string') return null;
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const common = { funType: text(record.FunType), response: record.Response ?? null };
  const shape = REPLY_SHAPES.find(({ success }) => success in record);
  if (!shape) return null;
  return {
    ...common,
    success: truthy(record[shape.success]),
    message: text(record[shape.message]),
    shape: shape.success,
  };
};

export interface HardwareListener {
  onReply(reply: HardwareReply): void;
  /** The socket failed: the driver is not running (or refused the connection). */
  onError(): void;
  /** The request is over: its socket closed, or there was nothing to open. Called once. */
  onClose(): void;
}

export interface HardwareDriverOptions {
  /** Runtime config `hardwareSocketUrl`, by default ws://127.0.0.1:16226. */
  url: string;
  /** The WebSocket constructor; undefined in a browser without one. */
  WebSocketImpl?: typeof WebSocket | undefined;
  log?: Pick<Console, 'info' | 'warn'>;
}

export interface HardwareDriver {
  /** Sends one request; the returned function ends it early (closes its socket). */
  request(requestType: string, listener: HardwareListener): () => void;
}

export const createHardwareDriver = ({
  url,
  WebSocketImpl = typeof WebSocket === 'undefined' ? undefined : WebSocket,
  log = console,
}: HardwareDriverOptions): HardwareDriver => {
  /** The socket of the last `03|01|02` request, while it is open. */
  let kept: WebSocket | undefined;

  const closeKept = () => {
    const socket = kept;
    kept = undefined;
    socket?.close();
  };

  return {
    request(requestType, listener) {
      let over = false;
      const finish = () => {
        if (over) return;
        over = true;
        listener.onClose();
      };

      if (requestType === CLOSE_REQUEST) {
        closeKept();
        finish();
        return () => undefined;
      }
      if (!WebSocketImpl) {
        log.info(NO_WEBSOCKET_NOTE);
        finish();
        return () => undefined;
      }

      const keepOpen = requestType === KEEP_OPEN_REQUEST;
      // One open stream at a time: a new 03|01|02 replaces the previous one.
      if (keepOpen) closeKept();
      let socket: WebSocket;
      try {
        socket = new WebSocketImpl(url);
      } catch (error) {
        log.warn('hardware driver socket', error);
        listener.onError();
        finish();
        return () => undefined;
      }
      if (keepOpen) kept = socket;

      socket.onopen = () => socket.send(requestType);
      socket.onmessage = (event: MessageEvent) => {
        const reply = parseHardwareReply(event.data);
        if (!reply) {
          log.warn('hardware driver: unreadable reply');
          return;
        }
        if (!over) listener.onReply(reply);
        if (!keepOpen) socket.close();
      };
      socket.onerror = () => {
        if (!over) listener.onError();
      };
      socket.onclose = () => {
        if (kept === socket) kept = undefined;
        finish();
      };

      return () => {
        if (kept === socket) kept = undefined;
        // The caller is gone: no further callbacks, whatever the socket does next.
        over = true;
        socket.close();
      };
    },
  };
};
