import { App } from 'antd';
import { useCallback, useState } from 'react';

import { type ConcreteFamilySpec } from '@/services/contract';
import { type ResourceParams } from '@/services/resources';
import { DownloadError, downloadExcel } from '@/services/resources/downloadExcel';
import { saveFile } from '@/shared/saveFile';

import { progressText } from '../model/progressText';

/**
 * Exports the list as the server's Excel file with the current filters, showing progress in a
 * loading message that follows the response stream.
 */
export const useExcelExport = (family: ConcreteFamilySpec) => {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportExcel = useCallback(
    async (params: ResourceParams) => {
      const key = `export-${family.id}`;
      setExporting(true);
      message.open({ key, type: 'loading', content: progressText({ loaded: 0 }), duration: 0 });
      try {
        const file = await downloadExcel(family, {
          params,
          onProgress: (progress) => {
            message.open({ key, type: 'loading', content: progressText(progress), duration: 0 });
          },
        });
        saveFile(file.blob, file.fileName);
        message.open({ key, type: 'success', content: `已导出：${file.fileName}`, duration: 3 });
      } catch (error) {
        const text = error instanceof DownloadError ? error.message : '导出失败，请稍后重试';
        message.open({ key, type: 'error', content: text, duration: 3 });
      } finally {
        setExporting(false);
      }
    },
    [family, message],
  );

  return { exportExcel, exporting };
};
