import { Server, WebSocket as MockWebSocket } from 'mock-socket';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';

import { rootReducer } from '@/app/store';
import {
  type CallOptions,
  type CardReader,
  type CardReaderFailure,
  CardReaderError,
  createCardReader,
  createHardwareDriver,
  type IdCardData,
} from '@/devices';
import { signedOut } from '@/features/auth';
import {
  cardReadCancelled,
  cardReadEnded,
  cardReadFailed,
  cardReadRequested,
  cardReadSucceeded,
  DEVICE_MESSAGES,
  hardwareReplied,
  hardwareRequested,
  hardwareSocketFailed,
  readPhaseChanged,
} from '@/features/devices';
import { noticeRaised } from '@/features/notices';
import { devicesSaga } from '@/sagas/devicesSaga';
import { signedIn } from '@/services/session/sessionEvents';

import { NOW, publicSession } from './fixtures';

const signIn = signedIn({ session: publicSession(), at: NOW });
const PURPOSE = 'new-resident';

const CARD: IdCardData = {
  name: '王建国',
  sex: '1',
  nation: '汉族',
  birthDate: '1962-05-14',
  address: '安徽省桐城市孔城镇老街12号',
  idCardNo: '340881196205143017',
  issuer: '桐城市公安局',
  validFrom: '2012-06-01',
  validTo: '2032-06-01',
  photo: 'iVBORw0KGgo=',
};
const { photo: _photo, ...CARD_FIELDS } = CARD;

type Step = 'open' | 'read' | 'close';
type Behaviour = 'ok' | CardReaderFailure | 'hang';

/** A reader whose every call does what the test says, recording calls and aborts. */
const fakeReader = (behaviour: Partial<Record<Step, Behaviour>> = {}) => {
  const calls: Step[] = [];
  const aborted: Step[] = [];
  const run =
    <T>(step: Step, value: T) =>
    (options?: CallOptions): Promise<T> => {
      calls.push(step);
      const how = behaviour[step] ?? 'ok';
      if (how === 'ok') return Promise.resolve(value);
      if (how === 'hang') {
        return new Promise<T>((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => {
            aborted.push(step);
            reject(new CardReaderError({ kind: 'aborted' }));
          }),
        );
      }
      return Promise.reject(new CardReaderError(how));
    };
  const reader: CardReader = {
    open: run('open', undefined),
    read: run('read', CARD),
    close: run('close', undefined),
  };
  return { reader, calls, aborted };
};

const readerSaga = (reader: CardReader) =>
  expectSaga(devicesSaga)
    .withReducer(rootReducer)
    .provide([[matchers.call.fn(createCardReader), reader]])
    .dispatch(signIn);

const request = cardReadRequested({ purpose: PURPOSE, source: 'reader' });
const toast = (kind: 'error' | 'warning', text: string) =>
  noticeRaised({ kind, style: 'toast', text, duration: 5 });

describe('devicesSaga: the card reader', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('opens, reads and closes, and delivers the card without its photo', async () => {
    const fake = fakeReader();
    const run = await readerSaga(fake.reader)
      .dispatch(request)
      .put(readPhaseChanged({ phase: 'reading' }))
      .put(cardReadSucceeded({ purpose: PURPOSE, card: CARD_FIELDS }))
      .put(readPhaseChanged({ phase: 'closing' }))
      .put(cardReadEnded())
      .silentRun(50);
    expect(fake.calls).toEqual(['open', 'read', 'close']);
    const state = run.storeState as ReturnType<typeof rootReducer>;
    expect(state.devices).toMatchObject({
      phase: 'idle',
      delivered: { seq: 1, purpose: PURPOSE, card: CARD_FIELDS },
    });
    expect(JSON.stringify(run.allEffects)).not.toContain('iVBORw0KGgo');
    expect(JSON.stringify(run.allEffects)).toContain(CARD.address);
  });

  it.each<
    [string, Partial<Record<Step, Behaviour>>, Step[], ReturnType<typeof noticeRaised> | null]
  >([
    [
      'HTTP 500 on open: the service-abnormal error, no read',
      { open: { kind: 'http', status: 500 } },
      ['open', 'close'],
      toast('error', DEVICE_MESSAGES.readerServiceAbnormal),
    ],
    [
      'no card (resultFlag -1): errorMsg as a warning',
      {
        read: {
          kind: 'device',
          resultFlag: -1,
          errorMsg: '未检测到身份证，请将身份证放在读卡器上',
        },
      },
      ['open', 'read', 'close'],
      toast('warning', '未检测到身份证，请将身份证放在读卡器上'),
    ],
    [
      'resultFlag -1 without errorMsg: the fallback warning',
      { read: { kind: 'device', resultFlag: -1, errorMsg: '' } },
      ['open', 'read', 'close'],
      toast('warning', DEVICE_MESSAGES.readFailed),
    ],
    [
      'a read that timed out: logged only',
      { read: { kind: 'timeout' } },
      ['open', 'read', 'close'],
      null,
    ],
    [
      'an unreachable reader: logged only, close still tried',
      {
        open: { kind: 'unreachable', detail: 'fetch failed' },
        close: { kind: 'unreachable', detail: 'fetch failed' },
      },
      ['open', 'close'],
      null,
    ],
  ])('%s, and close always runs', async (_case, behaviour, calls, notice) => {
    const fake = fakeReader(behaviour);
    const run = await readerSaga(fake.reader)
      .dispatch(request)
      .put.like({ action: { type: cardReadFailed.type } })
      .put(cardReadEnded())
      .silentRun(50);
    expect(fake.calls).toEqual(calls);
    const notices = run.effects.put
      .map((effect) => (effect as { payload: { action: { type: string } } }).payload.action)
      .filter((action) => action.type === noticeRaised.type);
    expect(notices).toEqual(notice ? [notice] : []);
    if (!notice) expect(warn).toHaveBeenCalled();
    const state = run.storeState as ReturnType<typeof rootReducer>;
    expect(state.devices.phase).toBe('idle');
  });

  it('cancel aborts the running read and still closes the device', async () => {
    const fake = fakeReader({ read: 'hang' });
    const saga = readerSaga(fake.reader).dispatch(request);
    setTimeout(() => saga.dispatch(cardReadCancelled()), 20);
    const run = await saga.put(cardReadEnded()).silentRun(80);
    expect(fake.aborted).toEqual(['read']);
    expect(fake.calls).toEqual(['open', 'read', 'close']);
    expect((run.storeState as ReturnType<typeof rootReducer>).devices.phase).toBe('idle');
  });

  it('ignores a second click while a read runs', async () => {
    const fake = fakeReader({ read: 'hang' });
    const saga = readerSaga(fake.reader).dispatch(request);
    setTimeout(() => saga.dispatch(request), 10);
    setTimeout(() => saga.dispatch(cardReadCancelled()), 20);
    await saga.silentRun(60);
    expect(fake.calls.filter((call) => call === 'open')).toHaveLength(1);
  });

  it('closes the device when the user signs out in the middle of a read', async () => {
    const fake = fakeReader({ read: 'hang' });
    const saga = readerSaga(fake.reader).dispatch(request);
    setTimeout(() => saga.dispatch(signedOut()), 20);
    await saga.silentRun(60);
    expect(fake.calls).toEqual(['open', 'read', 'close']);
    expect(fake.aborted).toEqual(['read']);
  });
});

let port = 47000;

describe('devicesSaga: the hardware driver socket', () => {
  const hardwareSaga = (url: string) => {
    const driver = createHardwareDriver({
      url,
      WebSocketImpl: MockWebSocket as unknown as typeof WebSocket,
      log: { info: jest.fn(), warn: jest.fn() },
    });
    return expectSaga(devicesSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(createHardwareDriver), driver]])
      .dispatch(signIn)
      .dispatch(cardReadRequested({ purpose: PURPOSE, source: 'hardware' }));
  };

  const answering = (url: string, body: object) => {
    const server = new Server(url);
    const received: unknown[] = [];
    server.on('connection', (socket) =>
      socket.on('message', (data) => {
        received.push(data);
        socket.send(JSON.stringify(body));
      }),
    );
    return { server, received };
  };

  it('reads the card from request 02 and closes the socket', async () => {
    const url = `ws://127.0.0.1:${(port += 1)}`;
    const { server, received } = answering(url, {
      IsSuccess: true,
      ErrorMessage: '',
      FunType: '02',
      Response: {
        partyName: '王建国',
        gender: '男',
        nation: '汉',
        bornDay: '19620514',
        certAddress: CARD.address,
        certNumber: CARD.idCardNo,
        certOrg: CARD.issuer,
        effDate: '20120601',
        expDate: '20320601',
      },
    });
    await hardwareSaga(url)
      .put(cardReadSucceeded({ purpose: PURPOSE, card: CARD_FIELDS }))
      .put(cardReadEnded())
      .silentRun(80);
    expect(received).toEqual(['02']);
    expect(server.clients()).toHaveLength(0);
    server.stop();
  });

  it.each<[string, object, string]>([
    [
      'the IsSuccess shape: its ErrorMessage',
      { IsSuccess: false, ErrorMessage: '读卡器未连接', FunType: '02' },
      '读卡器未连接',
    ],
    [
      'the Success shape: its Message',
      { Success: false, Message: '设备忙，请稍后重试', FunType: '02' },
      '设备忙，请稍后重试',
    ],
  ])('warns with an unsuccessful reply of %s', async (_case, body, text) => {
    const url = `ws://127.0.0.1:${(port += 1)}`;
    const { server } = answering(url, body);
    await hardwareSaga(url)
      .put(toast('warning', text))
      .put(cardReadFailed({ purpose: PURPOSE, reason: 'hardware-failed' }))
      .put(cardReadEnded())
      .silentRun(80);
    server.stop();
  });

  it('warns that the driver is not running when the socket fails', async () => {
    await hardwareSaga(`ws://127.0.0.1:${(port += 1)}`)
      .put(toast('warning', DEVICE_MESSAGES.hardwareNotRunning))
      .put(cardReadEnded())
      .silentRun(80);
  });
});

describe('devicesSaga: a hardware request stream (03|01|02, then 00)', () => {
  const STREAM = '03|01|02';
  const reading = (success: boolean, Message = '') =>
    JSON.stringify({ Success: success, Message, FunType: STREAM, Response: null });

  it('keeps the 03|01|02 socket open while its replies stream in, until 00 closes it', async () => {
    const url = `ws://127.0.0.1:${(port += 1)}`;
    const server = new Server(url);
    // What happened, in order: on the driver's side, and the saga's requests.
    const timeline: string[] = [];
    server.on('connection', (socket) => {
      timeline.push('connected');
      socket.on('message', (data) => {
        timeline.push(`received ${typeof data === 'string' ? data : '(binary)'}`);
        // The first reply, then two more readings on the same socket, the last unsuccessful.
        socket.send(reading(true));
        socket.send(reading(true));
        socket.send(reading(false, '设备未就绪'));
      });
      socket.on('close', () => timeline.push('closed'));
    });
    const driver = createHardwareDriver({
      url,
      WebSocketImpl: MockWebSocket as unknown as typeof WebSocket,
      log: { info: jest.fn(), warn: jest.fn() },
    });
    // Counts the replies the saga's listener got, so the test sends 00 after the third.
    let replies = 0;
    const observed: typeof driver = {
      request: (requestType, listener) =>
        driver.request(requestType, {
          ...listener,
          onReply: (reply) => {
            replies += 1;
            listener.onReply(reply);
          },
        }),
    };
    const saga = expectSaga(devicesSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(createHardwareDriver), observed]])
      .dispatch(signIn)
      .dispatch(hardwareRequested({ requestType: STREAM }));
    const closeWhenStreamed = setInterval(() => {
      if (replies < 3) return;
      clearInterval(closeWhenStreamed);
      timeline.push(`open after ${replies} replies: ${server.clients().length}`);
      timeline.push('dispatched 00');
      saga.dispatch(hardwareRequested({ requestType: '00' }));
    }, 5);
    const run = await saga.silentRun(400);
    clearInterval(closeWhenStreamed);

    const puts = run.effects.put.map(
      (effect) => (effect as { payload: { action: { type: string } } }).payload.action,
    );
    expect(puts.filter((action) => action.type === hardwareReplied.type)).toEqual([
      hardwareReplied({ requestType: STREAM, funType: STREAM, success: true }),
      hardwareReplied({ requestType: STREAM, funType: STREAM, success: true }),
      hardwareReplied({ requestType: STREAM, funType: STREAM, success: false }),
    ]);
    // The unsuccessful reading's Message is warned; the socket never failed.
    expect(puts.filter((action) => action.type === noticeRaised.type)).toEqual([
      toast('warning', '设备未就绪'),
    ]);
    expect(puts.some((action) => action.type === hardwareSocketFailed.type)).toBe(false);
    // One socket, open through the stream; 00 sent nothing and only closed it.
    expect(timeline).toEqual([
      'connected',
      `received ${STREAM}`,
      'open after 3 replies: 1',
      'dispatched 00',
      'closed',
    ]);
    expect(server.clients()).toHaveLength(0);
    server.stop();
  });
});
