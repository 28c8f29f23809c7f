import { type Saga } from 'redux-saga';
import { all, spawn } from 'typed-redux-saga';

import { aiStreamFlow } from '@/sagas/aiStreamSaga';
import { assistantFlow } from '@/sagas/assistantSaga';
import { devicesSaga } from '@/sagas/devicesSaga';
import { excelExportSaga } from '@/sagas/excelExportSaga';
import { idleTimerSaga } from '@/sagas/idleTimerSaga';
import { layoutPersistenceSaga } from '@/sagas/layoutPersistenceSaga';
import { logoutSaga } from '@/sagas/logoutSaga';
import { menuSetupSaga } from '@/sagas/menuSetupSaga';
import { sessionExpirySaga } from '@/sagas/sessionExpirySaga';
import { sessionRestoreSaga } from '@/sagas/sessionRestoreSaga';
import { versionPollingSaga } from '@/sagas/versionPollingSaga';

/**
 * Every long-lived flow, each `spawn`ed so one crash does not kill the rest. A flow starts and
 * stops on actions itself. The session restore runs last so that every flow already waits for
 * the `session/restored` it puts.
 */
export const flows: Saga[] = [
  sessionExpirySaga,
  logoutSaga,
  idleTimerSaga,
  versionPollingSaga,
  menuSetupSaga,
  layoutPersistenceSaga,
  assistantFlow,
  aiStreamFlow,
  devicesSaga,
  excelExportSaga,
  sessionRestoreSaga,
];

export function* rootSaga() {
  yield* all(flows.map((flow) => spawn(flow)));
}
