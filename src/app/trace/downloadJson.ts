import { saveFile } from '@/shared/saveFile';

/** Saves a value as a JSON file through the browser's download. */
export const downloadJson = (fileName: string, value: unknown, indent?: number): void =>
  saveFile(
    new Blob([JSON.stringify(value, null, indent)], { type: 'application/json;charset=utf-8' }),
    fileName,
  );
