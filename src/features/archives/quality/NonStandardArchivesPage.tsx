import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Result, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { QUALITY_RULE_CODES, QUALITY_RULES, type QualityRuleCode } from '@/domain/archives';
import { useExcelExport } from '@/features/exports';
import { type PageProps, useAccess } from '@/features/permission';
import { dictionaryLabel, NON_STANDARD_EXPORT_CODE } from '@/services/contract';
import { archivePath } from '@/shared/archivePaths';
import { FittedTable } from '@/shared/ui/fittedTable';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { pageControls } from '@/shared/ui/pageControls';

import '../archives.css';
import {
  type NonStandardArchive,
  nonStandardExportPath,
  nonStandardParams,
  useArchiveQualitySummaryQuery,
  useNonStandardArchivesQuery,
} from '../archivesApi';
import { failureText, fieldToFix, TAG_COLOURS } from './qualityLabels';
import { QualitySummary } from './QualitySummary';

interface FilterValues {
  rule?: QualityRuleCode;
  name?: string;
  responsibleDoctor?: string;
}

const SEX: Readonly<Record<string, string>> = { '1': '男', '2': '女' };
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const errorText = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '不规范档案加载失败';
};

/**
 * 居民健康档案 → 不规范档案 (档案质控): per village, the in-file archives failing the kernel's
 * quality rules, each with its reasons as tags; filtered by rule and name; a row opens
 * 综合档案登记 at the field to fix, and the list asks again when the archive (or a record the rules
 * read) is saved. Above it, each institution's 档案合格率 and 档案动态使用率, a row's name
 * listing its archives.
 */
export default function NonStandardArchivesPage({ title }: PageProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<FilterValues>({});
  // The home page's per-village counts open the list at a village (?hospitalId=).
  const [searchParams] = useSearchParams();
  const [hospitalId, setHospitalId] = useState<string | undefined>(
    () => searchParams.get('hospitalId') ?? undefined,
  );
  const [page, setPage] = useState({ PageNumber: 1, PageSize: 20 });
  const summary = useArchiveQualitySummaryQuery(undefined);
  const { data, error, isFetching, refetch } = useNonStandardArchivesQuery({
    ...filter,
    ...(hospitalId ? { hospitalId } : {}),
    ...page,
  });
  const { startExport, exporting } = useExcelExport('nonStandardArchives');
  const canExport = useAccess().hasAnyPermission([NON_STANDARD_EXPORT_CODE]);

  const search = (values: FilterValues) => {
    setFilter({
      rule: values.rule,
      name: values.name?.trim() || undefined,
      responsibleDoctor: values.responsibleDoctor?.trim() || undefined,
    });
    setPage((current) => ({ ...current, PageNumber: 1 }));
  };

  const open = (row: NonStandardArchive) => {
    const path = archivePath('comprehensive-reg', text(row.personNum), text(row.name));
    const field = fieldToFix(row.qualityFailures);
    void navigate(field ? `${path}?field=${encodeURIComponent(field)}` : path);
  };

  const columns = [
    { title: dictionaryLabel('name'), dataIndex: 'name', width: 100, fixed: 'left' as const },
    {
      title: '不规范原因',
      key: 'failures',
      width: 240,
      render: (_: unknown, row: NonStandardArchive) => (
        <Space size={[4, 4]} wrap>
          {row.qualityFailures.map((failure) => (
            <Tooltip key={failure.code} title={failureText(failure)}>
              <Tag color={TAG_COLOURS[failure.code]} data-rule={failure.code}>
                {QUALITY_RULES[failure.code].label}
              </Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      title: dictionaryLabel('sex'),
      dataIndex: 'sex',
      width: 60,
      render: (sex: unknown) => SEX[text(sex)] ?? '',
    },
    { title: dictionaryLabel('age'), dataIndex: 'age', width: 60, align: 'right' as const },
    { title: dictionaryLabel('IDCardNo'), dataIndex: 'IDCardNo', width: 180 },
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      width: 170,
      ellipsis: true,
    },
    { title: '责任医生', dataIndex: 'responsibleDoctor', width: 100 },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right' as const,
      render: (_: unknown, row: NonStandardArchive) => (
        <Button type="link" size="small" onClick={() => open(row)}>
          去修改
        </Button>
      ),
    },
  ];

  const exportExcel = () =>
    startExport({
      path: nonStandardExportPath(),
      title: '不规范档案',
      params: nonStandardParams({ ...filter, ...(hospitalId ? { hospitalId } : {}) }),
    });

  return (
    <div className="gw-quality" data-page="nonStandardArchives">
      <Card className="gw-card" variant="borderless" title="各机构档案质量">
        {summary.error ? (
          <Result
            status="warning"
            title="无法加载档案质量统计"
            subTitle={errorText(summary.error)}
          />
        ) : (
          <QualitySummary
            rows={summary.data ?? []}
            loading={summary.isFetching}
            selected={hospitalId}
            onSelect={(id) => {
              setHospitalId(id);
              setPage((current) => ({ ...current, PageNumber: 1 }));
            }}
          />
        )}
      </Card>
      <Card className="gw-card gw-quality-search" variant="borderless">
        <Form<FilterValues> form={form} layout="inline" onFinish={search} name="nonStandard">
          <Form.Item name="rule" label="不规范原因">
            <Select
              placeholder="全部（不含非动态档案）"
              allowClear
              style={{ width: 240 }}
              options={QUALITY_RULE_CODES.map((code) => ({
                value: code,
                label: QUALITY_RULES[code].label,
              }))}
            />
          </Form.Item>
          <Form.Item name="name" label="姓名">
            <Input placeholder="请输入姓名" allowClear autoComplete="off" />
          </Form.Item>
          <Form.Item name="responsibleDoctor" label="责任医生">
            <Input placeholder="请输入责任医生" allowClear autoComplete="off" maxLength={50} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setHospitalId(undefined);
                  search({});
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card className="gw-card" variant="borderless">
        <ListToolbar title={title} total={data?.total}>
          <Space>
            {canExport && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportExcel}>
                导出
              </Button>
            )}
            <Button
              aria-label="刷新"
              icon={<ReloadOutlined spin={isFetching} />}
              onClick={() => {
                void refetch();
                void summary.refetch();
              }}
            />
          </Space>
        </ListToolbar>
        {error ? (
          <Result status="warning" title="无法加载不规范档案" subTitle={errorText(error)} />
        ) : (
          <FittedTable<NonStandardArchive>
            rowKey={(row) => text(row.personNum)}
            size="middle"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            scroll={{ x: 1000 }}
            locale={{ emptyText: <Empty description="没有不规范档案" /> }}
            onRow={(row) => ({ onDoubleClick: () => open(row) })}
            pagination={{
              ...pageControls(page.PageNumber, page.PageSize, data?.total ?? 0, '人'),
              onChange: (PageNumber, PageSize) => setPage({ PageNumber, PageSize }),
            }}
          />
        )}
      </Card>
    </div>
  );
}
