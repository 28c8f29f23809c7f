import { makeStore } from '@/app/store';
import { createActionRecorder } from '@/app/trace/actionRecorder';
import { noticeRaised } from '@/features/notices';

describe('createActionRecorder', () => {
  it('records sanitised actions in order and keeps only the newest entries', () => {
    let clock = 0;
    const recorder = createActionRecorder(2, () => (clock += 1));
    const store = makeStore(undefined, { recorder });
    store.dispatch(noticeRaised({ kind: 'info', style: 'toast', text: 'a', duration: 3 }));
    store.dispatch({ type: 'test/secret', payload: { password: 'Qy@2026#Ws' } });
    store.dispatch({ type: 'test/last' });
    const types = recorder.entries().map((entry) => entry.action.type);
    expect(types).toEqual(['test/secret', 'test/last']);
    expect(JSON.stringify(recorder.entries())).not.toContain('Qy@2026#Ws');
    store.sagaTask.cancel();
  });

  it('gives every store its own state', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(noticeRaised({ kind: 'info', style: 'toast', text: '仅第一个', duration: 3 }));
    expect(first.getState().notices.queue).toHaveLength(1);
    expect(second.getState().notices.queue).toHaveLength(0);
    first.sagaTask.cancel();
    second.sagaTask.cancel();
  });
});
