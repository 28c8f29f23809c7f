import { type Middleware, type MiddlewareAPI } from '@reduxjs/toolkit';

type Next = (action: unknown) => unknown;

/**
 * A place in the store's middleware chain that is filled later: the browser's flows (redux-saga)
 * load after the sign-in page has hydrated (main.tsx). Until then actions pass through. Filling
 * it applies the middleware at once (redux-saga's `run` needs a mounted middleware; RTK's
 * dynamic middleware would mount it only at the next action).
 */
export const createMiddlewareSlot = () => {
  let store: MiddlewareAPI | undefined;
  let next: Next | undefined;
  let filled: Next | undefined;
  const middleware: Middleware = (api) => {
    store = api;
    return (nextInChain) => {
      next = nextInChain;
      return (action) => (filled ?? nextInChain)(action);
    };
  };
  const fill = (late: Middleware): void => {
    if (!store || !next) throw new Error('中间件槽尚未挂载到 store');
    filled = late(store)(next);
  };
  return { middleware, fill };
};
