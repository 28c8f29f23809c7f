import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { formHeaderNumber } from '@/domain/archives';
import { openPrint, PrintActions } from '@/features/print';
import { cellText, formFields, groupBySection, LookupText } from '@/features/resources';
import { type FieldSpec, getFamily } from '@/services/contract';

import '../archives.css';
import { ArchiveLoadState } from '../ArchiveLoadState';
import { useArchiveDetailsQuery } from '../archivesApi';
import { useSeesFullIdentifiers } from './archiveAccess';
import { DuplicateArchives } from './DuplicateArchives';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A lookup shows the name the record carries beside its code (hospitalId → hospitalName), else
 * the name its family gives the code (regionCode → 所属区划 name), as the list columns do.
 */
const shownValue = (field: FieldSpec, record: Record<string, unknown>): ReactNode => {
  if (field.kind === 'lookup') {
    const code = text(record[field.name]);
    if (!code) return '';
    const name = text(record[`${field.name.replace(/(Id|ID|Code)$/, '')}Name`]);
    if (name) return name;
    return <LookupText lookup={field.lookup} value={code} />;
  }
  return cellText(field, record[field.name]);
};

/** One line of the server's service summary: a family with the resident's records in it. */
interface ServiceLine {
  family: string;
  title: string;
  count: number;
  latestDate: string;
}

const serviceLines = (value: unknown): ServiceLine[] =>
  (Array.isArray(value) ? (value as unknown[]) : [])
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      family: text(item.family),
      title: text(item.title) || text(item.family),
      count: typeof item.count === 'number' ? item.count : Number(item.count) || 0,
      latestDate: text(item.latestDate),
    }))
    .filter((line) => line.family !== '');

/**
 * 档案信息查看: the archive read-only, identifiers masked (spec 5) unless the user holds the
 * view-full code. Every opening asks the server again, which records the view.
 */
export default function ViewPersonInfoPage() {
  const { personNum = '' } = useParams();
  const family = getFamily('persons');
  const full = useSeesFullIdentifiers();
  const { data, error, isLoading, isFetching, refetch } = useArchiveDetailsQuery(personNum, {
    refetchOnMountOrArgChange: true,
  });
  const groups = useMemo(() => {
    if (!data || !family || family.wildcard) return [];
    const fields = formFields(family, 'view', data).map((field): FieldSpec => {
      if (!full) return field;
      const { mask: _shownInFull, ...rest } = field;
      return rest;
    });
    return groupBySection(fields);
  }, [data, family, full]);
  if (!data) {
    return <ArchiveLoadState loading={isLoading} error={error} onRetry={() => void refetch()} />;
  }
  const fileNum = text(data.fileNum);
  const services = serviceLines(data.services);
  return (
    <div className="gw-archive" data-testid="view-person-info">
      <Card
        className="gw-card"
        variant="borderless"
        title={
          <Space wrap>
            <span>居民健康档案</span>
            {fileNum && <Tag>编号 {formHeaderNumber(fileNum)}</Tag>}
            {!full && <Tag color="default">敏感信息已脱敏</Tag>}
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
              刷新
            </Button>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => openPrint(`/print/printCover/${encodeURIComponent(personNum)}`)}
            >
              打印封面
            </Button>
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => openPrint(`/print/printPersonInfo/${encodeURIComponent(personNum)}`)}
            >
              打印个人基本信息表
            </Button>
            <PrintActions
              familyId="persons"
              row={data}
              id={personNum}
              variant="button"
              label="其他打印"
            />
          </Space>
        }
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <DuplicateArchives personNum={personNum} name={text(data.name)} />
          {groups.map((group) => (
            <Descriptions
              key={group.title ?? '其他信息'}
              className="gw-archive-view-section"
              title={group.title ?? '其他信息'}
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={group.fields.map((field) => ({
                key: field.name,
                label: field.label,
                children: shownValue(field, data) || (
                  <Typography.Text type="secondary">—</Typography.Text>
                ),
              }))}
            />
          ))}
          <div className="gw-archive-view-section" data-testid="archive-services">
            <Typography.Title level={5} className="gw-archive-view-services-title">
              服务记录
            </Typography.Title>
            <Table<ServiceLine>
              size="small"
              bordered
              rowKey="family"
              pagination={false}
              dataSource={services}
              locale={{ emptyText: '暂无服务记录' }}
              columns={[
                {
                  title: '服务',
                  key: 'service',
                  render: (_: unknown, row: { title: string }) => row.title,
                },
                { title: '记录数', dataIndex: 'count', key: 'count', width: 100, align: 'right' },
                {
                  title: '最近日期',
                  dataIndex: 'latestDate',
                  key: 'latestDate',
                  width: 140,
                  render: (value: string) => value || '—',
                },
              ]}
            />
          </div>
        </Space>
      </Card>
    </div>
  );
}
