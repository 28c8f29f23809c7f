import { type PageProps } from '@/features/permission';
import { REPORT_PATHS } from '@/services/contract/reportPaths';

import { FigureReportPage } from './FigureReportPage';

/** 月度工作量统计: the services recorded in the chosen month (or quarter, year, range), live. */
export default function MonthlyWorkPage(props: PageProps) {
  return (
    <FigureReportPage
      {...props}
      kind={{
        id: 'monthlyWork',
        fallbackTitle: '月度工作量统计',
        defaultPeriod: 'month',
        excelPath: REPORT_PATHS.monthlyWorkExcel,
        withTrend: true,
        byDoctor: true,
      }}
    />
  );
}
