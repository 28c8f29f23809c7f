import '../chronic.css';

import { DownloadOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
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
import { type ColumnsType, type TablePaginationConfig } from 'antd/es/table';
import { type SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { useExcelExport } from '@/features/exports';
import { type PageProps } from '@/features/permission';
import { PrintActions } from '@/features/print';
import { usePrefetchResidentDefaults } from '@/features/resources';
import { useFollowUpWorklistQuery } from '@/services/chronic/chronicApi';
import { type ConcreteFamilyId, dictionaryLabel } from '@/services/contract';
import {
  CHRONIC_PATHS,
  type ChronicDisease,
  type WorklistRow,
  type WorklistViewName,
} from '@/services/contract/chronicPaths';
import { archivePath } from '@/shared/archivePaths';
import { FittedTable } from '@/shared/ui/fittedTable';
import { pageControls } from '@/shared/ui/pageControls';
import { RowAction } from '@/shared/ui/rowActions';

import { PatientTrend } from './PatientTrend';
import { RecordVisitDialog } from './RecordVisitDialog';
import { usePrefetchVisitDefaults } from './usePrefetchVisitDefaults';
import {
  CLASSIFICATION_LABELS,
  DISEASE_TABS,
  isDisease,
  isView,
  lastMeasure,
  sortOrderOf,
  VIEW_TABS,
} from './worklistModel';

const EXPORT_CODE = 'followUpWorklist:excel';

interface Recording {
  personNum: string;
  familyId: ConcreteFamilyId;
}

/**
 * 随访工作台: the user's hypertension and diabetes patients who are overdue, due
 * today or this week, or behind on the year's face-to-face visits (service-rules §6, computed by
 * the server), with one click to record the visit. `?disease=&view=` in the address opens a
 * given list, `&hospitalId=` one institution (the home page's counts link here).
 */
export default function FollowUpWorklistPage({ title, buttons }: PageProps) {
  const [search] = useSearchParams();
  const initialDisease = search.get('disease');
  const initialView = search.get('view');
  const [disease, setDisease] = useState<ChronicDisease>(
    isDisease(initialDisease) ? initialDisease : 'hypertension',
  );
  const [view, setView] = useState<WorklistViewName>(isView(initialView) ? initialView : 'overdue');
  const [hospitalId, setHospitalId] = useState<string | undefined>(
    search.get('hospitalId') || undefined,
  );
  const [doctor, setDoctor] = useState<string | undefined>();
  const [sort, setSort] = useState<{ field?: string; order?: 'asc' | 'desc' }>({});
  const [page, setPage] = useState({ number: 1, size: 20 });
  const [recording, setRecording] = useState<Recording | null>(null);
  const [recordOpen, setRecordOpen] = useState(false);
  const { startExport, exporting } = useExcelExport('followUpWorklist');

  const args = {
    disease,
    view,
    hospitalId,
    doctor,
    SortField: sort.field,
    SortOrder: sort.order,
    PageNumber: page.number,
    PageSize: page.size,
  };
  const { data, isFetching, isLoading, error, refetch } = useFollowUpWorklistQuery(args);
  const visitFamily =
    DISEASE_TABS.find((tab) => tab.key === disease)?.visitFamily ?? 'hypertensionFollowUp';
  usePrefetchVisitDefaults(
    visitFamily,
    (data?.items ?? []).map((row) => row.personNum),
  );
  const prefetchDefaults = usePrefetchResidentDefaults(visitFamily);

  const exportExcel = () =>
    startExport({
      path: CHRONIC_PATHS.worklistExcel,
      title: '随访工作台',
      params: { disease, view, hospitalId, doctor, SortField: sort.field, SortOrder: sort.order },
    });

  /** A column the server sorts by its field, arrowed when the list is sorted by it. */
  const sortable = (field: string, unsorted: SortOrder = null) => ({
    dataIndex: field,
    sorter: true,
    sortOrder: sort.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : unsorted,
  });

  const columns: ColumnsType<WorklistRow> = [
    {
      title: dictionaryLabel('name'),
      dataIndex: 'name',
      width: 96,
      fixed: 'left',
      // The name opens the resident's 健康画像, as in every list that names a resident.
      render: (name: string, row) => (
        <Tooltip title={`${dictionaryLabel('personNum')} ${row.personNum}`}>
          <Link to={archivePath('health-profile', row.personNum, name)}>{name}</Link>
        </Tooltip>
      ),
    },
    {
      title: '逾期天数',
      ...sortable('daysOverdue', sort.field ? null : 'descend'),
      width: 100,
      render: (days: number) => (days > 0 ? <Tag color="red">{days} 天</Tag> : '—'),
    },
    {
      title: '计划随访日期',
      ...sortable('plannedDate'),
      width: 160,
      render: (date: string, row) => (
        <Space size={4}>
          {date}
          {row.twoWeek && <Tag color="volcano">两周</Tag>}
        </Space>
      ),
    },
    {
      title: '末次随访',
      ...sortable('lastVisitDate'),
      width: 112,
      render: (date: string) => date || <Typography.Text type="secondary">未随访</Typography.Text>,
    },
    {
      title: '末次分类',
      dataIndex: 'classification',
      width: 104,
      render: (code: string) =>
        code ? (
          <Tag color={code === '1' ? 'green' : 'orange'}>{CLASSIFICATION_LABELS[code] ?? code}</Tag>
        ) : (
          '—'
        ),
    },
    {
      title: disease === 'diabetes' ? '末次空腹血糖' : '末次血压',
      key: 'measure',
      width: 132,
      render: (_value, row) => lastMeasure(row, disease),
    },
    {
      title: '今年面对面',
      ...sortable('faceToFaceThisYear'),
      width: 112,
      render: (count: number, row) => (
        <Space size={4}>
          {count}/4{row.quotaRisk && <Tag color="gold">不足</Tag>}
        </Space>
      ),
    },
    {
      title: dictionaryLabel('hospitalName'),
      ...sortable('hospitalName'),
      width: 170,
      ellipsis: true,
    },
    {
      title: dictionaryLabel('doctor'),
      ...sortable('doctor'),
      width: 96,
    },
    { title: dictionaryLabel('IDCardNo'), dataIndex: 'IDCardNo', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <RowAction
            icon={<EditOutlined />}
            onClick={() => {
              setRecording({ personNum: row.personNum, familyId: visitFamily });
              setRecordOpen(true);
            }}
          >
            录入随访
          </RowAction>
          {/* The latest visit's paper (the columnar form with the visits before it). */}
          <PrintActions
            familyId={visitFamily}
            row={{ personNum: row.personNum }}
            id={row.lastVisitId || undefined}
          />
        </Space>
      ),
    },
  ];

  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: unknown) => {
    const one = Array.isArray(sorter) ? (sorter[0] as unknown) : sorter;
    const { field, order } = (one ?? {}) as { field?: unknown; order?: unknown };
    const direction = sortOrderOf(order);
    setSort(direction && typeof field === 'string' ? { field, order: direction } : {});
    setPage({ number: pagination.current ?? 1, size: pagination.pageSize ?? page.size });
  };

  const counts = data?.counts;
  const reset = () => setPage((current) => ({ ...current, number: 1 }));

  return (
    <div className="chronic-worklist">
      <Card
        className="gw-card"
        variant="borderless"
        title={title || '随访工作台'}
        extra={
          <Space wrap>
            <Segmented
              aria-label="病种"
              value={disease}
              options={DISEASE_TABS.map((tab) => ({ value: tab.key, label: tab.label }))}
              onChange={(value) => {
                setDisease(value);
                setDoctor(undefined);
                reset();
              }}
            />
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
              刷新
            </Button>
            {buttons.includes(EXPORT_CODE) && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportExcel}>
                导出
              </Button>
            )}
          </Space>
        }
      >
        <Tabs
          activeKey={view}
          onChange={(key) => {
            if (isView(key)) setView(key);
            reset();
          }}
          items={VIEW_TABS.map((tab) => ({
            key: tab.key,
            label: (
              <Space size={6}>
                {tab.label}
                {counts && tab.count && (
                  <Badge
                    count={counts[tab.count]}
                    showZero
                    overflowCount={9999}
                    color={tab.key === 'overdue' ? 'red' : tab.key === 'all' ? 'blue' : 'orange'}
                  />
                )}
              </Space>
            ),
          }))}
        />
        <Space wrap className="chronic-worklist-filters">
          <Select
            aria-label="管理机构"
            allowClear
            placeholder="全部机构"
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
          {counts && (
            <Typography.Text type="secondary">
              在管 {counts.managed} 人，今年面对面随访 {counts.faceToFaceThisYear} / 应随访{' '}
              {counts.quotaTarget} 人次
            </Typography.Text>
          )}
        </Space>
        {error ? (
          <Result
            status="error"
            title="随访工作台加载失败"
            subTitle="请检查网络后重试"
            extra={<Button onClick={() => void refetch()}>重试</Button>}
          />
        ) : (
          <FittedTable<WorklistRow>
            rowKey="personNum"
            size="middle"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isLoading || isFetching}
            scroll={{ x: 1400 }}
            onChange={onTableChange}
            onRow={(row) => ({ onMouseEnter: () => prefetchDefaults(row.personNum) })}
            locale={{ emptyText: isLoading ? '加载中…' : '当前没有需要处理的患者' }}
            expandable={{
              expandedRowRender: (row) => (
                <PatientTrend disease={disease} personNum={row.personNum} />
              ),
            }}
            pagination={pageControls(page.number, page.size, data?.total ?? 0, '人')}
          />
        )}
      </Card>
      {recording && (
        <RecordVisitDialog
          key={`${recording.familyId}-${recording.personNum}`}
          familyId={recording.familyId}
          personNum={recording.personNum}
          open={recordOpen}
          onClose={() => setRecordOpen(false)}
        />
      )}
    </div>
  );
}
