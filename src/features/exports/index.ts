/** Excel exports as events and their state; the export saga in src/sagas downloads and saves. */
export {
  excelExportFailed,
  excelExportProgressed,
  excelExportRequested,
  excelExportSucceeded,
  exportsSlice,
  selectExcelExport,
} from './exportsSlice';
export type {
  ExcelExportPhase,
  ExcelExportRequest,
  ExcelExportState,
  ExportsState,
} from './exportsSlice';
export { EXPORT_FAILED_MESSAGE } from './exportTexts';
export { progressText } from './progressText';
export { EXPORT_MESSAGE_SECONDS, useExcelExport } from './useExcelExport';
export type { ExcelExport, ExcelExportOptions } from './useExcelExport';
