import './serviceDue.css';

import { Alert, Card, Col, Row, Statistic, Table } from 'antd';
import { type ColumnType } from 'antd/es/table';
import { Link } from 'react-router-dom';

import { SERVICE_DUE_STATE_LABELS, type ServiceDueState } from '@/domain/schedule/dueStates';
import { dictionaryLabel } from '@/services/contract';
import { type ServiceDueSummaryReply } from '@/services/contract/serviceDuePaths';
import { useServiceDueSummaryQuery } from '@/services/serviceDue/serviceDueApi';
import { CardSkeleton } from '@/shared/ui/CardSkeleton';

import { serviceDueLink, STATE_COLORS, STATE_ORDER } from './serviceDueModel';

type ProgrammeSummary = ServiceDueSummaryReply['programmes'][number];

/** One programme's counts per state, each opening the filtered list. */
function ProgrammeCard({ summary }: { summary: ProgrammeSummary }) {
  return (
    <Card
      className="gw-card service-due-card"
      size="small"
      title={summary.label}
      variant="borderless"
    >
      <Row gutter={[8, 8]}>
        {STATE_ORDER.map((state) => (
          <Col span={12} key={state}>
            <Link
              to={serviceDueLink(state, summary.programme)}
              className="service-due-stat"
              data-testid={`due-${summary.programme}-${state}`}
            >
              <Statistic
                title={SERVICE_DUE_STATE_LABELS[state]}
                value={summary.counts[state]}
                styles={
                  summary.counts[state] > 0
                    ? { content: { color: STATE_COLORS[state] } }
                    : undefined
                }
              />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

interface HospitalRow {
  key: string;
  hospitalName: string;
  counts: Record<string, Record<ServiceDueState, number> | undefined>;
}

/** The township's villages (the region's townships): overdue and due today per programme. */
function ByHospital({ summaries }: { summaries: readonly ProgrammeSummary[] }) {
  const [first] = summaries;
  if (!first || first.byHospital.length === 0) return null;
  const rows: HospitalRow[] = first.byHospital.map((hospital) => ({
    key: hospital.hospitalId,
    hospitalName: hospital.hospitalName,
    counts: Object.fromEntries(
      summaries.map((summary) => [
        summary.programme,
        summary.byHospital.find((entry) => entry.hospitalId === hospital.hospitalId)?.counts,
      ]),
    ),
  }));
  const countColumn = (
    summary: ProgrammeSummary,
    state: ServiceDueState,
  ): ColumnType<HospitalRow> => ({
    key: `${summary.programme}-${state}`,
    title: state === 'overdue' ? '逾期' : '今日',
    width: 64,
    align: 'right',
    render: (_: unknown, row) => {
      const value = row.counts[summary.programme]?.[state] ?? 0;
      return (
        <Link
          to={serviceDueLink(state, summary.programme, row.key)}
          data-testid={`due-${row.key}-${summary.programme}-${state}`}
        >
          {value}
        </Link>
      );
    },
  });
  return (
    <Card className="gw-card" title="各机构待办服务" variant="borderless">
      <Table<HospitalRow>
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 180 + summaries.length * 128 }}
        columns={[
          {
            title: dictionaryLabel('hospitalName'),
            dataIndex: 'hospitalName',
            fixed: 'left',
            width: 180,
            ellipsis: true,
          },
          ...summaries.map((summary) => ({
            title: summary.label,
            children: [countColumn(summary, 'overdue'), countColumn(summary, 'dueToday')],
          })),
        ]}
      />
    </Card>
  );
}

/**
 * The home page's 工作提醒: one card per programme the user's menu opens (the server lists only
 * those), with its overdue, due-today, this-week and not-done-this-year counts, each opening the
 * filtered 工作提醒/待办; a township or region user also sees them per institution below.
 */
export default function ServiceDueOverview() {
  const { data, isLoading, isError, refetch } = useServiceDueSummaryQuery();
  if (isLoading) return <CardSkeleton rows={3} />;
  if (isError || !data) {
    return (
      <Alert
        type="warning"
        showIcon
        title="待办统计暂时无法加载"
        action={<a onClick={() => void refetch()}>重试</a>}
      />
    );
  }
  if (data.programmes.length === 0) return null;
  return (
    <section className="service-due-home" aria-label="工作提醒">
      <Row gutter={[16, 16]}>
        {data.programmes.map((summary) => (
          <Col xs={24} sm={12} xl={8} xxl={6} key={summary.programme}>
            <ProgrammeCard summary={summary} />
          </Col>
        ))}
      </Row>
      <ByHospital summaries={data.programmes} />
    </section>
  );
}
