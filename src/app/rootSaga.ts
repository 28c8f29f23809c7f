import { type Saga } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';

/**
 * Every long-lived flow, each `spawn`ed so one crash does not kill the rest. A flow starts and
 * stops on actions itself.
 */
export const flows: Saga[] = [];

export function* rootSaga() {
  yield all(flows.map((flow) => spawn(flow)));
}
