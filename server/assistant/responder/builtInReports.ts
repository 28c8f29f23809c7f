import { composeExaminationReport } from './examinationReport';
import { composeLectureReport } from './lectureReport';
import { type Pace, typeOut } from './pace';
import { type ReportParams } from './reportParams';
import { type Responder } from './types';

export type ReportKind = 'lecture' | 'examination';

/**
 * The built-in responder of the two report streams: the document from its template, typed out.
 * It has no reasoning to show, so it sends none (only a model's own thinking is shown).
 */
export const builtInReport = (kind: ReportKind, params: ReportParams, pace: Pace): Responder =>
  async function* respond(signal) {
    const report =
      kind === 'lecture' ? composeLectureReport(params) : composeExaminationReport(params);
    yield* typeOut(report.document, 'content', pace, signal);
  };
