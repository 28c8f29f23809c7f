import { makeStore } from '@/app/store';
import { createActionRecorder } from '@/app/trace/actionRecorder';
import { sanitizeForTrace } from '@/app/trace/sanitizeForTrace';
import { cardReadSucceeded } from '@/features/devices';

import { LI_XIUYING_CARD } from '../../utils/cardReaderFixtures';

/** The card's ID number and name travel in actions: the log and the traces mask them (spec 5). */
const card = { ...LI_XIUYING_CARD, name: '欧阳秀英' };

describe('a read card in the action log and the devtools traces', () => {
  it('is masked in the recorded action', () => {
    const recorder = createActionRecorder();
    const store = makeStore(undefined, { recorder });
    store.dispatch(cardReadSucceeded({ purpose: 'search', card }));
    const logged = recorder.entries().at(-1)?.action as ReturnType<typeof cardReadSucceeded>;
    expect(logged.payload.card).toMatchObject({ name: '欧**英', idCardNo: '3408************2X' });
    expect(JSON.stringify(recorder.entries())).not.toContain('34088119580312002X');
    expect(JSON.stringify(recorder.entries())).not.toContain('欧阳秀英');
    store.sagaTask.cancel();
  });

  it('is masked in the devtools action and state sanitizers', () => {
    const store = makeStore();
    const action = cardReadSucceeded({ purpose: 'search', card });
    store.dispatch(action);
    const traced = JSON.stringify([sanitizeForTrace(action), sanitizeForTrace(store.getState())]);
    expect(traced).toContain('3408************2X');
    expect(traced).not.toContain('34088119580312002X');
    expect(traced).not.toContain('欧阳秀英');
    store.sagaTask.cancel();
  });
});
