import {
  combineSlices,
  configureStore,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';

import { assistantSlice } from '@/features/assistant';
import { sessionSlice } from '@/features/auth';
import { appSlice } from '@/features/layout';
import { noticesSlice } from '@/features/notices';
import { aiStreamFlow } from '@/sagas/aiStreamSaga';
import { assistantFlow } from '@/sagas/assistantSaga';
import { api } from '@/services/api';
import { resetVersionCheck } from '@/services/http/versionCheck';

import { createFakeFetch, envelope, type FakeCall } from './aiStreamFakes';

export interface BackendOptions {
  /** The conversation list the history endpoint answers with. */
  history?: { ConversationMainID: string; Title: string; OperateTime: string }[];
  /** Refuse the detail call with this message. */
  detailRefusal?: string;
  /** What the deployment's assistant can do (default: built-in only). */
  capabilities?: { upstream: boolean; reasoning: boolean; webSearch: boolean };
}

/**
 * A real store (the assistant's reducers, RTK Query and both assistant flows) against a fake
 * backend: REST calls answer with envelopes, streams stay open until the test writes to them.
 */
export const startAssistantStore = (options: BackendOptions = {}) => {
  let created = 0;
  let history = options.history ?? [];
  const fake = createFakeFetch((call: FakeCall) => {
    const path = call.url.replace(/^\/GWEHR/, '').replace(/\?.*$/, '');
    if (path.endsWith('/chatStream') || path.includes('/AIAnalysisTemplates/')) return 'stream';
    if (path === '/api/AIConversationMains' && call.method === 'POST') {
      created += 1;
      return envelope({ ConversationMainID: `c${created}` });
    }
    if (path === '/api/AIConversationMains') return envelope({ items: history });
    if (path === '/api/AIConversationMains/deletes') {
      const ids = call.body as string[];
      history = history.filter((item) => !ids.includes(item.ConversationMainID));
      return envelope({ Count: ids.length }, true, '删除成功');
    }
    if (path === '/api/AIConversationMains/capabilities') {
      return envelope(
        options.capabilities ?? { upstream: false, reasoning: false, webSearch: false },
      );
    }
    if (path.startsWith('/api/AIConversationMains/')) {
      return options.detailRefusal
        ? envelope(null, false, options.detailRefusal)
        : envelope({
            AIConversationDetail: [
              { QueryText: '旧问题', ReasoningContent: '', ResultContent: '旧回答' },
            ],
          });
    }
    if (path === '/api/AIProblemTemplateLibrarys/clickCount') return envelope(null);
    return undefined;
  });

  const realFetch = globalThis.fetch;
  globalThis.fetch = fake.fetchImpl;
  resetVersionCheck();

  const log: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const reducer = combineSlices(api, assistantSlice, sessionSlice, noticesSlice, appSlice);
  const recorder: Middleware = () => (next) => (action) => {
    log.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault().prepend(recorder).concat(api.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(function* root() {
    yield all([spawn(assistantFlow), spawn(aiStreamFlow)]);
  });

  const assistant = () => store.getState().assistant;
  const types = () => log.map((action) => action.type);
  const stop = () => {
    task.cancel();
    store.dispatch(api.util.resetApiState());
    globalThis.fetch = realFetch;
  };
  return { store, fake, log, types, assistant, stop, creations: () => created };
};
