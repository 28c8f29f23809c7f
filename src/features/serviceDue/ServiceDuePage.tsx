import './serviceDue.css';

import {
  DownloadOutlined,
  EditOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import {
  Badge,
  Button,
  Card,
  Result,
  Segmented,
  Select,
  Space,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { addDays } from '@/domain/calendar';
import {
  closingValuesOf,
  CONTRACT_EXPIRY_KEY,
  SCHEDULE_PROGRAMME_LABELS,
  type ScheduleProgramme,
} from '@/domain/schedule';
import { SERVICE_DUE_STATE_LABELS, type ServiceDueState } from '@/domain/schedule/dueStates';
import { RecordVisitDialog, RenewalDialog } from '@/features/chronic';
import { useExcelExport } from '@/features/exports';
import { type PageProps, useAccess } from '@/features/permission';
import { openPrint } from '@/features/print';
import {
  type ConcreteFamilyId,
  dictionaryLabel,
  isConcreteFamilyId,
  listPrintPath,
  SERVICE_DUE_LIST_PRINT,
} from '@/services/contract';
import {
  SERVICE_DUE_COMPONENT,
  SERVICE_DUE_PATHS,
  type ServiceDueItem,
} from '@/services/contract/serviceDuePaths';
import { useServiceDueListQuery } from '@/services/serviceDue/serviceDueApi';
import { archivePath } from '@/shared/archivePaths';
import { actionColumnWidth, FittedTable } from '@/shared/ui/fittedTable';
import { pageControls } from '@/shared/ui/pageControls';

import { filtersOf, STATE_COLORS, STATE_ORDER } from './serviceDueModel';

const EXPORT_CODE = `${SERVICE_DUE_COMPONENT}:excel`;
const ALL = 'all';

interface Recording {
  /** A renewal row opens the agreement and its 续约 rather than a new record. */
  renewal: boolean;
  personNum: string;
  familyId: ConcreteFamilyId;
  /** What the saved record must say to close the row (schedule closingValuesOf). */
  values: Readonly<Record<string, string | number>>;
}

/** 应做日期, under it since when the service is overdue or the window's last day. */
function DueCell({ item }: { item: ServiceDueItem }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{item.dueDate}</span>
      {item.daysOverdue > 0 ? (
        <Tooltip title={`自 ${addDays(item.overdueAfter, 1)} 起逾期`}>
          <Tag color="red">逾期 {item.daysOverdue} 天</Tag>
        </Tooltip>
      ) : (
        <Typography.Text type="secondary">最迟 {item.overdueAfter}</Typography.Text>
      )}
    </Space>
  );
}

/**
 * 工作提醒/待办: every due service of the user's scope in the programmes the menu opens
 * (service-rules §1, kept by the server's schedule), by programme, state, village and
 * responsible doctor, each row opening the form that closes the service for that resident.
 * `?programme=&state=&hospitalId=` in the address opens a filtered list (the home counts link
 * here).
 */
export default function ServiceDuePage({ title, buttons }: PageProps) {
  const [search] = useSearchParams();
  const initial = filtersOf(search);
  const [programme, setProgramme] = useState<ScheduleProgramme | undefined>(initial.programme);
  const [state, setState] = useState<ServiceDueState>(initial.state);
  const [hospitalId, setHospitalId] = useState<string | undefined>(initial.hospitalId);
  const [doctor, setDoctor] = useState<string | undefined>();
  const [page, setPage] = useState({ number: 1, size: 20 });
  const [recording, setRecording] = useState<Recording | null>(null);
  const [recordOpen, setRecordOpen] = useState(false);
  const { startExport, exporting } = useExcelExport(SERVICE_DUE_COMPONENT);
  const args = {
    programme,
    state,
    hospitalId,
    doctor,
    PageNumber: page.number,
    PageSize: page.size,
  };
  const { data, isFetching, isLoading, error, refetch } = useServiceDueListQuery(args);
  const reset = () => setPage((current) => ({ ...current, number: 1 }));
  const showProgramme = programme === undefined;
  // 录入 only where the user may create the closing record (a village doctor keeps the 体检).
  const access = useAccess();

  const columns: ColumnsType<ServiceDueItem> = [
    {
      title: dictionaryLabel('name'),
      dataIndex: 'name',
      width: 88,
      fixed: 'left',
      render: (name: string, row) => (
        <Link to={archivePath('health-profile', row.personNum, name)}>{name || '—'}</Link>
      ),
    },
    { title: dictionaryLabel('sex'), dataIndex: 'sexLabel', width: 48 },
    {
      title: dictionaryLabel('age'),
      dataIndex: 'age',
      width: 56,
      render: (age: number | null) => (age === null ? '—' : `${age}岁`),
    },
    {
      title: dictionaryLabel('phone'),
      dataIndex: 'phone',
      width: 112,
      render: (phone: string) => phone || '—',
    },
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      width: 130,
      ellipsis: true,
    },
    ...(showProgramme
      ? [
          {
            title: '项目',
            dataIndex: 'programme',
            width: 100,
            render: (value: ScheduleProgramme) => <Tag>{SCHEDULE_PROGRAMME_LABELS[value]}</Tag>,
          },
        ]
      : []),
    { title: '待办服务', dataIndex: 'service', width: 150 },
    {
      title: '应做日期',
      key: 'due',
      width: 112,
      render: (_value, row) => <DueCell item={row} />,
    },
    {
      title: '上次服务',
      dataIndex: 'lastServiceDate',
      width: 96,
      render: (date: string) => date || <Typography.Text type="secondary">无</Typography.Text>,
    },
    {
      title: dictionaryLabel('doctor'),
      dataIndex: 'doctor',
      width: 80,
      render: (name: string) => name || '—',
    },
    {
      title: '操作',
      key: 'actions',
      // One button with its icon: 录入 or 续约.
      width: actionColumnWidth([{ label: '录入', icon: true }]),
      fixed: 'right',
      render: (_value, row) => {
        const formFamily = row.formFamily;
        const renewal = row.programme === 'contract' && row.serviceKey === CONTRACT_EXPIRY_KEY;
        return isConcreteFamilyId(formFamily) &&
          access.hasAnyPermission([`${formFamily}:create`]) ? (
          <Button
            type="link"
            size="small"
            icon={renewal ? <SyncOutlined /> : <EditOutlined />}
            aria-label={renewal ? `为${row.name}续约` : `为${row.name}录入${row.service}`}
            onClick={() => {
              setRecording({
                renewal,
                personNum: row.personNum,
                familyId: formFamily,
                values: closingValuesOf(row),
              });
              setRecordOpen(true);
            }}
          >
            {renewal ? '续约' : '录入'}
          </Button>
        ) : (
          '—'
        );
      },
    },
  ];

  const counts = data?.counts;
  const programmes = data?.programmes ?? [];

  return (
    <div className="service-due">
      <Card
        className="gw-card"
        variant="borderless"
        title={title || '工作提醒/待办'}
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
              刷新
            </Button>
            <Tooltip title="按当前筛选条件打印全部待办（不限当前页），每个村单独成页">
              <Button
                icon={<PrinterOutlined />}
                disabled={!counts || counts[state] === 0}
                onClick={() =>
                  openPrint(
                    listPrintPath(SERVICE_DUE_LIST_PRINT, { programme, state, hospitalId, doctor }),
                  )
                }
              >
                批量打印（按村）
              </Button>
            </Tooltip>
            {buttons.includes(EXPORT_CODE) && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() =>
                  startExport({
                    path: SERVICE_DUE_PATHS.excel,
                    title: '工作提醒',
                    params: { programme, state, hospitalId, doctor },
                  })
                }
              >
                导出
              </Button>
            )}
          </Space>
        }
      >
        <Tabs
          activeKey={programme ?? ALL}
          aria-label="服务项目"
          onChange={(key) => {
            setProgramme(key === ALL ? undefined : (key as ScheduleProgramme));
            setDoctor(undefined);
            reset();
          }}
          items={[
            { key: ALL, label: '全部项目' },
            ...programmes.map((key) => ({ key, label: SCHEDULE_PROGRAMME_LABELS[key] })),
          ]}
        />
        <Space wrap className="service-due-filters" size={[12, 12]}>
          <Segmented
            aria-label="待办状态"
            value={state}
            options={STATE_ORDER.map((key) => ({
              value: key,
              label: (
                <Space size={6}>
                  {SERVICE_DUE_STATE_LABELS[key]}
                  {counts && (
                    <Badge
                      count={counts[key]}
                      showZero
                      overflowCount={9999}
                      color={STATE_COLORS[key]}
                    />
                  )}
                </Space>
              ),
            }))}
            onChange={(value) => {
              setState(value);
              reset();
            }}
          />
          <Select
            aria-label="村/机构"
            allowClear
            placeholder="全部村/机构"
            style={{ width: 220 }}
            value={hospitalId}
            options={(data?.hospitals ?? []).map((hospital) => ({
              value: hospital.hospitalId,
              label: `${'\u3000'.repeat(hospital.depth)}${hospital.hospitalName}`,
            }))}
            onChange={(value: string | undefined) => {
              setHospitalId(value);
              reset();
            }}
          />
          <Select
            aria-label="责任医生"
            allowClear
            showSearch
            placeholder="全部医生"
            style={{ width: 160 }}
            value={doctor}
            options={(data?.doctors ?? []).map((name) => ({ value: name, label: name }))}
            onChange={(value: string | undefined) => {
              setDoctor(value);
              reset();
            }}
          />
        </Space>
        {error ? (
          <Result
            status="error"
            title="工作提醒加载失败"
            subTitle="请检查网络后重试"
            extra={<Button onClick={() => void refetch()}>重试</Button>}
          />
        ) : (
          <FittedTable<ServiceDueItem>
            rowKey={(row) => `${row.programme}|${row.serviceKey}|${row.personNum}`}
            size="middle"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isLoading || isFetching}
            scroll={{ x: showProgramme ? 1052 : 952 }}
            onChange={(pagination) =>
              setPage({ number: pagination.current ?? 1, size: pagination.pageSize ?? page.size })
            }
            locale={{
              emptyText: isLoading ? '加载中…' : `没有${SERVICE_DUE_STATE_LABELS[state]}的服务`,
            }}
            pagination={pageControls(page.number, page.size, data?.total ?? 0, '条')}
          />
        )}
      </Card>
      {recording?.renewal && (
        <RenewalDialog
          key={`renewal-${recording.personNum}`}
          personNum={recording.personNum}
          open={recordOpen}
          onClose={() => setRecordOpen(false)}
        />
      )}
      {recording && !recording.renewal && (
        <RecordVisitDialog
          key={`${recording.familyId}-${recording.personNum}-${JSON.stringify(recording.values)}`}
          familyId={recording.familyId}
          personNum={recording.personNum}
          values={recording.values}
          open={recordOpen}
          onClose={() => setRecordOpen(false)}
        />
      )}
    </div>
  );
}
