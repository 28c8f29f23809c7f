import { type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { type PutEffect, putResolve } from 'redux-saga/effects';

/**
 * `yield* putResolveThunk(endpoint.initiate(...))`: dispatches a thunk (RTK Query's `initiate`)
 * and gives what its promise settles to, typed from the thunk. typed-redux-saga types
 * `putResolve` for plain actions only; redux-saga resolves a thunk's promise the same way.
 */
export function* putResolveThunk<R>(
  thunk: ThunkAction<R, unknown, unknown, UnknownAction>,
): Generator<PutEffect, Awaited<R>, Awaited<R>> {
  return yield putResolve(thunk);
}
