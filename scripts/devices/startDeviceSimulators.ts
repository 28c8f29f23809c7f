import { startCardReaderSimulator } from './cardReaderSimulator';
import { startHardwareDriverSimulator } from './hardwareDriverSimulator';
import { initialSimulatorState, type SimulatorState } from './simulatorState';

/** The simulators' documented addresses: the client's defaults (runtime config). */
export const DEFAULT_CARD_READER_PORT = 19196;
export const DEFAULT_HARDWARE_PORT = 16226;

export interface DeviceSimulators {
  cardReaderOrigin: string;
  hardwareSocketUrl: string;
  /** Change it directly (tests) or through the control page (people). */
  state: SimulatorState;
  close: () => Promise<void>;
}

export interface DeviceSimulatorOptions {
  /** 127.0.0.1 unless told otherwise: desk devices are local services. */
  host?: string;
  /** 0 picks a free port (tests). */
  cardReaderPort?: number;
  hardwarePort?: number;
  slowReadMs?: number;
}

/** Both simulators, sharing one state, so the control page drives the hardware driver too. */
export const startDeviceSimulators = async ({
  host = '127.0.0.1',
  cardReaderPort = DEFAULT_CARD_READER_PORT,
  hardwarePort = DEFAULT_HARDWARE_PORT,
  slowReadMs,
}: DeviceSimulatorOptions = {}): Promise<DeviceSimulators> => {
  const state = initialSimulatorState();
  const hardware = await startHardwareDriverSimulator({ host, port: hardwarePort, state });
  let reader: Awaited<ReturnType<typeof startCardReaderSimulator>>;
  try {
    reader = await startCardReaderSimulator({
      host,
      port: cardReaderPort,
      state,
      hardwareSocketUrl: hardware.url,
      ...(slowReadMs === undefined ? {} : { slowReadMs }),
    });
  } catch (error) {
    await hardware.close();
    throw error;
  }
  return {
    cardReaderOrigin: reader.origin,
    hardwareSocketUrl: hardware.url,
    state,
    close: async () => {
      await Promise.all([reader.close(), hardware.close()]);
    },
  };
};
