import { type UnknownAction } from '@reduxjs/toolkit';

import { signedOut } from '@/features/auth';
import {
  excelExportFailed,
  excelExportProgressed,
  excelExportRequested,
  excelExportSucceeded,
  exportsSlice,
  type ExportsState,
  progressText,
} from '@/features/exports';

const request = { id: 'a', path: '/api/persons/excel', title: '居民健康档案' };
const run = (actions: UnknownAction[], state?: ExportsState) =>
  actions.reduce(exportsSlice.reducer, state ?? exportsSlice.getInitialState());

describe('the exports slice', () => {
  it('follows one export from the request to its outcome', () => {
    expect(
      run([
        excelExportRequested(request),
        excelExportProgressed({ id: 'a', loaded: 10, total: 40 }),
        excelExportProgressed({ id: 'a', loaded: 40 }),
        excelExportSucceeded({ id: 'a', fileName: '居民健康档案.xlsx' }),
      ]).byId.a,
    ).toEqual({
      run: 1,
      phase: 'succeeded',
      loaded: 40,
      total: 40,
      fileName: '居民健康档案.xlsx',
    });
  });

  it('ignores a second request of the same button while its export runs', () => {
    const state = run([
      excelExportRequested(request),
      excelExportProgressed({ id: 'a', loaded: 10 }),
      excelExportRequested(request),
    ]);
    expect(state.byId.a).toEqual({ run: 1, phase: 'running', loaded: 10 });
    expect(state.runs).toBe(1);
  });

  it('starts a new run after an outcome, and ignores reports for no running export', () => {
    const state = run([
      excelExportRequested(request),
      excelExportFailed({ id: 'a', message: '没有导出权限', sessionEnded: false }),
      excelExportSucceeded({ id: 'a', fileName: 'late.xlsx' }),
      excelExportProgressed({ id: 'b', loaded: 1 }),
      excelExportRequested(request),
    ]);
    expect(state.byId).toEqual({ a: { run: 2, phase: 'running', loaded: 0 } });
  });

  it('keeps each button apart, and forgets everything at sign-out', () => {
    const state = run([
      excelExportRequested(request),
      excelExportRequested({ ...request, id: 'b' }),
      excelExportFailed({ id: 'b', message: '登录时间过长，将重新登录', sessionEnded: true }),
    ]);
    expect(state.byId.a?.phase).toBe('running');
    expect(state.byId.b).toMatchObject({ phase: 'failed', sessionEnded: true });
    expect(run([signedOut()], state)).toEqual(exportsSlice.getInitialState());
  });
});

describe('export progress', () => {
  it.each([
    [{ loaded: 0 }, '正在导出…'],
    [{ loaded: 450, total: 1000 }, '正在导出… 45%'],
    [{ loaded: 3000 }, '正在导出… 3 KB'],
    [{ loaded: 3 * 1024 * 1024 }, '正在导出… 3.0 MB'],
  ])('%j → %s', (progress, text) => {
    expect(progressText(progress)).toBe(text);
  });
});
