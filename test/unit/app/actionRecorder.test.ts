import { makeStore } from '@/app/store';
import { createActionRecorder } from '@/app/trace/actionRecorder';
import { noticeRaised } from '@/features/notices';

const notice = (text: string) => noticeRaised({ kind: 'info', style: 'toast', text, duration: 3 });

describe('createActionRecorder', () => {
  it('records sanitised actions in order and never keeps a secret', () => {
    let clock = 0;
    const recorder = createActionRecorder({ now: () => (clock += 1) });
    const store = makeStore(undefined, { recorder });
    store.dispatch(notice('a'));
    store.dispatch({ type: 'test/secret', payload: { password: 'Qy@2026#Ws' } });
    store.dispatch({ type: 'test/last' });
    const types = recorder.entries().map((entry) => entry.action.type);
    expect(types.slice(-3)).toEqual(['notices/noticeRaised', 'test/secret', 'test/last']);
    expect(JSON.stringify(recorder.entries())).not.toContain('Qy@2026#Ws');
    store.sagaTask.cancel();
  });

  it('drops whole segments from the front when the count bound is passed, keeping their state', () => {
    const recorder = createActionRecorder({ maxActions: 4, segmentSize: 2 });
    const store = makeStore(undefined, { recorder });
    recorder.clear();
    for (const text of ['1', '2', '3', '4', '5', '6', '7']) store.dispatch(notice(text));
    const snapshot = recorder.snapshot();
    const kept = snapshot?.entries ?? [];
    // At most maxActions, and at least maxActions - segmentSize + 1 (whole segments go).
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.at(-1)?.action.payload).toMatchObject({ text: '7' });
    const keptTexts = kept
      .filter((entry) => entry.action.type === 'notices/noticeRaised')
      .map((entry) => (entry.action.payload as { text: string }).text);
    // The state kept with the first segment is the state just before its first action.
    const before = snapshot?.stateBefore as ReturnType<typeof store.getState>;
    const beforeTexts = before.notices.queue.map((item) => item.text);
    expect([...beforeTexts, ...keptTexts]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    store.sagaTask.cancel();
  });

  it('bounds the window by bytes as well', () => {
    const recorder = createActionRecorder({ maxBytes: 2_000, segmentSize: 1 });
    const store = makeStore(undefined, { recorder });
    for (let n = 0; n < 50; n += 1) store.dispatch(notice('长'.repeat(200)));
    const size = JSON.stringify(recorder.entries()).length;
    expect(size).toBeLessThan(2_000 + 400);
    expect(recorder.snapshot()?.dropped).toBeGreaterThan(0);
    store.sagaTask.cancel();
  });

  it('gives every store its own state', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(notice('仅第一个'));
    expect(first.getState().notices.queue).toHaveLength(1);
    expect(second.getState().notices.queue).toHaveLength(0);
    first.sagaTask.cancel();
    second.sagaTask.cancel();
  });
});
