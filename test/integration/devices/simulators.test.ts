import { WebSocket } from 'ws';

import {
  type CardReaderFailure,
  createCardReader,
  createHardwareDriver,
  type HardwareReply,
} from '@/devices';

import { DEMO_CARDS } from '../../../scripts/devices/demoCards';
import { SUCCESS_SHAPE_REFUSAL } from '../../../scripts/devices/hardwareDriverSimulator';
import {
  type DeviceSimulators,
  startDeviceSimulators,
} from '../../../scripts/devices/startDeviceSimulators';
import { failureOf } from '../../utils/cardReaderFixtures';
import { freshDemoDatabase } from '../../utils/demoDatabase';

/** The simulators of `npm run devices`, driven by the app's own device clients. */

let simulators: DeviceSimulators;

beforeAll(async () => {
  simulators = await startDeviceSimulators({ cardReaderPort: 0, hardwarePort: 0, slowReadMs: 300 });
});
afterAll(() => simulators.close());
beforeEach(() => {
  Object.assign(simulators.state, { cardId: 'newPerson', readerMode: 'ok', hardwareMode: 'ok' });
});

describe('the simulated card reader', () => {
  it('opens, reads the chosen card (with a photo) and closes, with CORS headers', async () => {
    const reader = createCardReader({ origin: simulators.cardReaderOrigin });
    await reader.open();
    const card = await reader.read();
    await reader.close();
    expect(card).toMatchObject({
      name: '方雨萱',
      sex: '2',
      nation: '回族',
      birthDate: '1988-04-15',
      idCardNo: '340881198804156526',
    });
    expect(card.photo).toMatch(/^iVBOR/);
    const response = await fetch(`${simulators.cardReaderOrigin}/readcard`, {
      headers: { Origin: 'http://127.0.0.1:8080' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each<[string, CardReaderFailure]>([
    [
      'noCard',
      { kind: 'device', resultFlag: -1, errorMsg: '未检测到身份证，请将身份证放在读卡器上' },
    ],
    ['serviceError', { kind: 'http', status: 500 }],
    ['slow', { kind: 'timeout' }],
  ])('in mode %s fails the way the client expects', async (mode, failure) => {
    const response = await fetch(
      `${simulators.cardReaderOrigin}/control?readerMode=${mode}&format=json`,
    );
    expect(await response.json()).toMatchObject({ readerMode: mode });
    const reader = createCardReader({ origin: simulators.cardReaderOrigin, timeoutMs: 150 });
    expect(await failureOf(reader.read())).toEqual(failure);
  });

  it('switches cards without a restart and refuses unknown choices', async () => {
    await fetch(`${simulators.cardReaderOrigin}/control?card=resident&format=json`);
    const card = await createCardReader({ origin: simulators.cardReaderOrigin }).read();
    expect(card.idCardNo).toBe(DEMO_CARDS.resident?.certNumber);
    const refused = await fetch(`${simulators.cardReaderOrigin}/control?readerMode=broken`);
    expect(refused.status).toBe(400);
    const page = await (await fetch(simulators.cardReaderOrigin)).text();
    expect(page).toContain('设备模拟器');
    expect(page).toContain('读卡器上无卡');
  });
});

describe('the simulated hardware driver', () => {
  const ask = (requestType: string) =>
    new Promise<{ replies: HardwareReply[]; error: boolean; end: () => void }>((resolve) => {
      const replies: HardwareReply[] = [];
      let error = false;
      const driver = createHardwareDriver({
        url: simulators.hardwareSocketUrl,
        WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket,
      });
      const end = driver.request(requestType, {
        onReply: (reply) => {
          replies.push(reply);
          if (requestType === '03|01|02') resolve({ replies, error, end });
        },
        onError: () => (error = true),
        onClose: () => resolve({ replies, error, end }),
      });
    });

  it('answers 02 with the card on the reader, in the IsSuccess shape', async () => {
    const { replies } = await ask('02');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ success: true, shape: 'IsSuccess', funType: '02' });
    expect(replies[0]?.response).toMatchObject({ certNumber: '340881198804156526' });
  });

  it('answers unsuccessfully in refuse mode, in both shapes', async () => {
    simulators.state.hardwareMode = 'refuse';
    expect((await ask('02')).replies[0]).toMatchObject({
      success: false,
      shape: 'IsSuccess',
      message: '国卫硬件驱动：未检测到身份证',
    });
    expect((await ask('01')).replies[0]).toMatchObject({
      success: false,
      shape: 'Success',
      message: '国卫硬件驱动：设备未就绪',
    });
  });

  it('answers every request unsuccessfully in the Success/Message shape in refuseMessage mode', async () => {
    const control = await fetch(
      `${simulators.cardReaderOrigin}/control?hardwareMode=refuseMessage&format=json`,
    );
    expect(await control.json()).toMatchObject({ hardwareMode: 'refuseMessage' });
    for (const requestType of ['02', '01']) {
      const { replies } = await ask(requestType);
      expect(replies).toEqual([
        {
          success: false,
          shape: 'Success',
          message: SUCCESS_SHAPE_REFUSAL,
          funType: requestType,
          response: null,
        },
      ]);
    }
    const page = await (await fetch(simulators.cardReaderOrigin)).text();
    expect(page).toContain('<option value="refuseMessage" selected>');
  });

  it('keeps the 03|01|02 socket open after its first reply', async () => {
    const { replies, end } = await ask('03|01|02');
    expect(replies[0]).toMatchObject({ success: true, shape: 'Success', funType: '03|01|02' });
    end();
  });
});

describe('the demo cards', () => {
  it('hold one resident of the demo database and one new person', () => {
    const db = freshDemoDatabase();
    try {
      const find = (idCardNo: string | undefined) =>
        db
          .prepare("SELECT name FROM resource_records WHERE family = 'persons' AND id_card_no = ?")
          .get(idCardNo) as { name: string } | undefined;
      expect(find(DEMO_CARDS.resident?.certNumber)).toEqual({
        name: DEMO_CARDS.resident?.partyName,
      });
      expect(find(DEMO_CARDS.newPerson?.certNumber)).toBeUndefined();
    } finally {
      db.close();
    }
  });
});
