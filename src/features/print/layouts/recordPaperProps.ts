import { type PrintRecord } from '../model/paperText';

/** What a layout of one record takes: the form's title, the resident it is for, the record. */
export interface RecordPaperProps {
  title: string;
  /** The resident, when loaded; a layout falls back to the record's own name and numbers. */
  person: PrintRecord | null;
  record: PrintRecord;
}
