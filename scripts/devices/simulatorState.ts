import { DEFAULT_CARD, DEMO_CARDS, type SimulatedCard } from './demoCards';

/** What the card reader does on the next call. */
export const READER_MODES = {
  ok: '正常读卡',
  noCard: '读卡器上无卡（resultFlag -1）',
  serviceError: '读卡服务异常（HTTP 500）',
  slow: '读卡缓慢（超过 5 秒）',
} as const;
export type ReaderMode = keyof typeof READER_MODES;

/** What the hardware driver answers. */
export const HARDWARE_MODES = {
  ok: '正常应答',
  refuse: '应答失败（读卡按 IsSuccess/ErrorMessage 应答，其他请求按 Success/Message）',
  refuseMessage: '应答失败（每个请求都按 Success/Message 应答）',
} as const;
export type HardwareMode = keyof typeof HARDWARE_MODES;

export interface SimulatorState {
  cardId: string;
  readerMode: ReaderMode;
  hardwareMode: HardwareMode;
  /** Cards by id: the demo cards, plus any a test adds. */
  cards: Record<string, SimulatedCard>;
}

export const initialSimulatorState = (): SimulatorState => ({
  cardId: DEFAULT_CARD,
  readerMode: 'ok',
  hardwareMode: 'ok',
  cards: { ...DEMO_CARDS },
});

const isKey = <T extends object>(record: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(record, key);

/** Applies `card`, `readerMode` and `hardwareMode` from a query; unknown values are refused. */
export const applyControl = (
  state: SimulatorState,
  query: URLSearchParams,
): { ok: true } | { ok: false; error: string } => {
  const card = query.get('card');
  const readerMode = query.get('readerMode');
  const hardwareMode = query.get('hardwareMode');
  if (card !== null && !isKey(state.cards, card))
    return { ok: false, error: `未知的卡：${query.get('card') ?? ''}` };
  if (readerMode !== null && !isKey(READER_MODES, readerMode))
    return { ok: false, error: `未知的读卡器模式：${query.get('readerMode') ?? ''}` };
  if (hardwareMode !== null && !isKey(HARDWARE_MODES, hardwareMode))
    return { ok: false, error: `未知的硬件驱动模式：${query.get('hardwareMode') ?? ''}` };
  if (card !== null) state.cardId = card;
  if (readerMode !== null) state.readerMode = readerMode;
  if (hardwareMode !== null) state.hardwareMode = hardwareMode;
  return { ok: true };
};

export const currentCard = (state: SimulatorState): SimulatedCard =>
  state.cards[state.cardId] ?? (DEMO_CARDS[DEFAULT_CARD] as SimulatedCard);
