import { type DownloadProgress } from '@/services/resources/downloadExcel';

const MB = 1024 * 1024;

/** '正在导出… 45%' when the size is known, else the bytes so far. */
export const progressText = ({ loaded, total }: DownloadProgress): string => {
  if (total) return `正在导出… ${Math.min(100, Math.floor((loaded / total) * 100))}%`;
  if (loaded === 0) return '正在导出…';
  return loaded < MB
    ? `正在导出… ${Math.ceil(loaded / 1024)} KB`
    : `正在导出… ${(loaded / MB).toFixed(1)} MB`;
};
