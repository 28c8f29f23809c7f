import { type PageProps } from '@/features/permission';
import { REPORT_PATHS } from '@/services/contract/reportPaths';

import { FigureReportPage } from './FigureReportPage';

/** 公卫服务汇总表: the year's file, elderly, chronic and signing figures, live. */
export default function ServiceSummaryPage(props: PageProps) {
  return (
    <FigureReportPage
      {...props}
      kind={{
        id: 'serviceSummary',
        fallbackTitle: '公卫服务汇总表',
        defaultPeriod: 'year',
        excelPath: REPORT_PATHS.serviceSummaryExcel,
        withTrend: false,
        byDoctor: true,
      }}
    />
  );
}
