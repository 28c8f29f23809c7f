import { composeExaminationReport } from './examinationReport';
import { composeLectureReport } from './lectureReport';
import { type Pace, typeOut } from './pace';
import { type ReportParams } from './reportParams';
import { type Responder } from './types';

export type ReportKind = 'lecture' | 'examination';

/** The built-in responder of the two report streams: a short plan, then the document. */
export const builtInReport = (kind: ReportKind, params: ReportParams, pace: Pace): Responder =>
  async function* respond(signal) {
    const report =
      kind === 'lecture' ? composeLectureReport(params) : composeExaminationReport(params);
    yield* typeOut(report.reasoning, 'reasoning', pace, signal);
    yield* typeOut(report.document, 'content', pace, signal);
  };
