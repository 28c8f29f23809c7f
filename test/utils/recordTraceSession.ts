import { makeStore } from '@/app/store';
import { createActionRecorder } from '@/app/trace/actionRecorder';
import { buildTraceFile } from '@/app/trace/buildTraceFile';
import { type TraceFile } from '@/app/trace/traceFile';
import { tabOpened } from '@/features/layout';
import { noticeRaised } from '@/features/notices';
import { api } from '@/services/api';
import { type PublicSession } from '@/services/session/sessionTypes';

/**
 * Records a small session in a live store (with its sagas) and exports it as QA gets it: a
 * resident's tab, a query whose key and data hold an ID number and a mobile, notices (one naming
 * the resident in free text). Call it
 * under fake timers with fetch refused: the signed-in session's flows then neither wait nor ask.
 */
export const ID = '340881199001011234';
export const MOBILE = '13812345678';

/** A query answered locally: its data and its cache key carry a resident's identifiers. */
const residentApi = api.injectEndpoints({
  endpoints: (build) => ({
    traceTestResident: build.query<Record<string, string>, { IDCardNo: string }>({
      queryFn: (arg) => ({
        data: { personName: '张小三', IDCardNo: arg.IDCardNo, phone: MOBILE, village: '城关村' },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

const environment = {
  appVersion: '0.1.0',
  build: '0.1.0+test',
  regionCode: 'wh',
  siteCode: 'wh',
  userAgent: 'jest',
  screen: { width: 1440, height: 900, devicePixelRatio: 1 },
  viewport: { width: 1440, height: 900 },
};

export const recordTraceSession = async (): Promise<TraceFile> => {
  const recorder = createActionRecorder({ segmentSize: 3, maxActions: 9 });
  // The session is preloaded, not restored by an action: no session flow starts (no timers).
  const user = { UserName: '李医生', UserAcc: 'lisi01', HospitalName: '城关卫生院' };
  const store = makeStore(
    { session: { status: 'signedIn', user: user as PublicSession, endMessage: null } },
    { recorder },
  );
  const route = `/dialog/health-profile/P001/${encodeURIComponent('张小三')}`;
  store.dispatch(
    tabOpened({
      fullPath: route,
      path: route,
      title: '张小三健康档案',
      affix: false,
      noCache: false,
    }),
  );
  await store.dispatch(
    residentApi.endpoints.traceTestResident.initiate({ IDCardNo: ID }, { subscribe: false }),
  );
  // The last notice names the resident in free text, where no key says it is a name.
  for (let n = 0; n < 8; n += 1) {
    const text = n === 7 ? '已保存张小三的随访记录' : `第${n}条`;
    store.dispatch(noticeRaised({ kind: 'info', style: 'toast', text, duration: 3 }));
  }
  const snapshot = recorder.snapshot();
  if (!snapshot) throw new Error('nothing recorded');
  const file = buildTraceFile({
    snapshot,
    finalState: store.getState(),
    environment,
    maskedAccount: 'l****1',
    exportedAt: new Date(0),
  });
  store.sagaTask.cancel();
  // What QA gets is the file as JSON.
  return JSON.parse(JSON.stringify(file)) as TraceFile;
};
