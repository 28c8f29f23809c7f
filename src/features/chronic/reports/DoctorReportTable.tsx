import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Result, Table, Tooltip, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';

import { type RateFigure } from '@/domain/indicators';
import { type ReportArgs, useServiceSummaryByDoctorQuery } from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import { type DoctorReportReply } from '@/services/contract/reportPaths';

import { rateText } from '../indicators/indicatorTree';

type DoctorRow = DoctorReportReply['rows'][number] & { key: string; span: number };

const HOSPITAL_WIDTH = 200;
const DOCTOR_WIDTH = 120;
const FIGURE_WIDTH = 118;

/** The note under a figure's definition: a doctor has no configured population. */
const BY_DOCTOR_NOTE =
  '按医生统计时，居民按其档案的责任医生归属；医生没有配置的辖区人口，以其名下居民数为分母。';

/**
 * 公卫服务汇总表 by 责任医生: each institution's rates per doctor its residents' archives name,
 * from the same kept counts as the institution rows (an institution's doctors add up to its own).
 */
export default function DoctorReportTable({
  args,
  figures,
}: {
  args: ReportArgs;
  figures: readonly RateFigure[];
}) {
  const { data, isLoading, error, refetch } = useServiceSummaryByDoctorQuery(args);
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
        <Tooltip title={`${figure.description}${BY_DOCTOR_NOTE}`}>
          <span>
            {figure.label} <QuestionCircleOutlined aria-label={`${figure.label}的定义`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: DoctorRow) => {
        const value = row.values[figure.id];
        if (!value) return '—';
        return (
          <div className="chronic-indicator-cell">
            <Typography.Text strong>{rateText(value.rate, value.denominator)}</Typography.Text>
            <div>
              {value.numerator}
              {value.denominator !== null && (
                <Typography.Text type="secondary"> / {value.denominator}</Typography.Text>
              )}
            </div>
          </div>
        );
      },
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
