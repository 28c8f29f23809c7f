import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Result, Table, Tooltip, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';

import { type Figure } from '@/domain/indicators';
import {
  type ReportArgs,
  useIndicatorsByDoctorQuery,
  useMonthlyWorkByDoctorQuery,
  useServiceSummaryByDoctorQuery,
} from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import { type DoctorReportReply } from '@/services/contract/reportPaths';

import { rateText } from '../indicators/indicatorTree';
import { doctorDenominator, RateDetailsLink } from './RateDetailsLink';
import { type WorkloadDrill } from './WorkloadDetailsDialog';

type DoctorRow = DoctorReportReply['rows'][number] & { key: string; span: number };

const HOSPITAL_WIDTH = 200;
const DOCTOR_WIDTH = 120;
const FIGURE_WIDTH = 118;

/** The notes under a figure's definition: whose residents or records a doctor's row counts. */
const RATE_NOTE =
  '按医生统计时，居民按其档案的责任医生归属；医生没有配置的辖区人口，以其名下居民数为分母。';
const COUNT_NOTE = '按医生统计时，记录按居民档案的责任医生归属（本机构自身的记录）。';

const doctorText = (doctor: string) => doctor || '未填写责任医生';

/**
 * Each report's by-doctor reply (a page shows one report; the choice never changes). The page's
 * 刷新 asks the same cache entry (`useDoctorReport(…).refetch`), so it refreshes this table too.
 */
const BY_DOCTOR = {
  serviceSummary: useServiceSummaryByDoctorQuery,
  monthlyWork: useMonthlyWorkByDoctorQuery,
  indicators: useIndicatorsByDoctorQuery,
} as const;

export const useDoctorReport = (
  report: keyof typeof BY_DOCTOR,
  args: ReportArgs,
  options?: { skip?: boolean },
) => BY_DOCTOR[report](args, options);

/**
 * A report by 责任医生 (公卫服务汇总表's and 管理指标报表's rates, 月度工作量统计's counts): each institution's
 * figures per doctor its residents' archives name, from the doctor parts of the same kept tallies
 * as the institution rows. Every number opens the residents or records behind it.
 */
export default function DoctorReportTable({
  report,
  args,
  figures,
  onCount,
}: {
  report: keyof typeof BY_DOCTOR;
  args: ReportArgs;
  figures: readonly Figure[];
  /** Opens a count's records (the rates link to their residents themselves). */
  onCount?: (drill: WorkloadDrill) => void;
}) {
  const { data, isLoading, error, refetch } = useDoctorReport(report, args);
  const rows = useMemo<DoctorRow[]>(() => {
    const list = data?.rows ?? [];
    return list.map((row, index) => {
      const first = index === 0 || list[index - 1]?.hospitalId !== row.hospitalId;
      let span = 0;
      if (first) {
        while (list[index + span]?.hospitalId === row.hospitalId) span += 1;
      }
      return { ...row, key: `${row.hospitalId}/${row.doctor}`, span };
    });
  }, [data]);

  if (error) {
    return (
      <Result
        status="error"
        title="按医生统计加载失败"
        extra={<Button onClick={() => void refetch()}>重试</Button>}
      />
    );
  }

  const cell = (figure: Figure, row: DoctorRow) => {
    const value = row.values[figure.id];
    if (!value) return '—';
    if (figure.kind === 'count') {
      return (
        <Button
          type="link"
          size="small"
          className="gw-report-count"
          aria-label={`${row.hospitalName}${doctorText(row.doctor)}${figure.label}明细`}
          onClick={() =>
            onCount?.({
              hospitalId: row.hospitalId,
              hospitalName: row.hospitalName,
              figure,
              doctor: row.doctor,
            })
          }
        >
          {value.numerator}
        </Button>
      );
    }
    return (
      <div className="chronic-indicator-cell">
        <Typography.Text strong>{rateText(value.rate, value.denominator)}</Typography.Text>
        <div>
          <RateDetailsLink
            figure={figure}
            hospitalId={row.hospitalId}
            year={data?.year ?? 0}
            doctor={row.doctor}
          >
            {value.numerator}
          </RateDetailsLink>
          {value.denominator !== null && (
            <Typography.Text type="secondary">
              {' / '}
              <RateDetailsLink
                figure={figure}
                hospitalId={row.hospitalId}
                year={data?.year ?? 0}
                doctor={row.doctor}
                column={doctorDenominator(figure)}
              >
                {value.denominator}
              </RateDetailsLink>
            </Typography.Text>
          )}
        </div>
      </div>
    );
  };

  const columns: ColumnsType<DoctorRow> = [
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      fixed: 'left',
      width: HOSPITAL_WIDTH,
      onCell: (row) => ({ rowSpan: row.span }),
    },
    {
      title: dictionaryLabel('doctor'),
      dataIndex: 'doctor',
      fixed: 'left',
      width: DOCTOR_WIDTH,
      render: (doctor: string) =>
        doctor || <Typography.Text type="secondary">未填写责任医生</Typography.Text>,
    },
    ...figures.map((figure) => ({
      key: figure.id,
      width: FIGURE_WIDTH,
      align: 'center' as const,
      title: (
        <Tooltip title={`${figure.description}${figure.kind === 'count' ? COUNT_NOTE : RATE_NOTE}`}>
          <span>
            {figure.label} <QuestionCircleOutlined aria-label={`${figure.label}的定义`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: DoctorRow) => cell(figure, row),
    })),
  ];
  return (
    <Table<DoctorRow>
      size="middle"
      bordered
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      scroll={{ x: HOSPITAL_WIDTH + DOCTOR_WIDTH + figures.length * FIGURE_WIDTH }}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}
