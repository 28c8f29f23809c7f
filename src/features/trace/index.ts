export {
  traceExportRequested,
  traceExported,
  traceExportFailed,
  isTraceExportShortcut,
} from './traceEvents';
export type { TraceExportFormat } from './traceEvents';
