import '../chronic.css';

import { DownloadOutlined, QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Result,
  Segmented,
  Select,
  Space,
  Table,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { dateText } from '@/domain/calendar';
import { figuresFor, indicatorsFor, type RateFigure } from '@/domain/indicators';
import { useExcelExport } from '@/features/exports';
import { type PageProps, selectButtonCodes } from '@/features/permission';
import {
  useChronicIndicatorsQuery,
  useContractIndicatorsQuery,
} from '@/services/chronic/chronicApi';
import { getFollowUpRules } from '@/services/config/runtimeConfig';
import { dictionaryLabel } from '@/services/contract';
import { REPORT_PATHS } from '@/services/contract/reportPaths';
import { useAppSelector } from '@/shared/hooks/storeHooks';

import DoctorReportTable, { useDoctorReport } from '../reports/DoctorReportTable';
import { RateTrendCard } from '../trends/RateTrendCard';
import ContractIndicatorTable from './ContractIndicatorTable';
import {
  denominatorColumn,
  type IndicatorTreeRow,
  rateText,
  reportDetailsPath,
  toIndicatorTree,
} from './indicatorTree';

const FIRST_YEAR = 2020;
const TOWNSHIP_CLASS = 2;
/** The page's 导出 button (menu button code), the same that exports its drill-downs. */
const EXPORT_CODE = 'chronicIndicators:excel';

/**
 * 管理指标报表 (service-rules §4): the indicators of the user's scope per institution, region →
 * township → village, for a year. Each header's ? explains the definition; each count opens the
 * residents behind it (`/dialog/report-details/...`; a township's 本院 link its own records only).
 * 按医生 shows each institution's rates per 责任医生 (the doctor parts of the same tallies), each
 * number opening that doctor's residents.
 */
export default function IndicatorReportPage({ title }: PageProps) {
  const thisYear = Number(dateText().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'contract' ? 'contract' : 'chronic';
  const [view, setView] = useState<'institution' | 'doctor'>('institution');
  const byDoctor = (figures: readonly RateFigure[]) => (
    <DoctorReportTable report="indicators" args={{ period: 'year', year }} figures={figures} />
  );
  const { data, isLoading, isFetching, error, refetch } = useChronicIndicatorsQuery(
    { year },
    { skip: tab !== 'chronic' },
  );
  // The signing tab's reply (ContractIndicatorTable reads the same cache entry).
  const contract = useContractIndicatorsQuery({ year }, { skip: tab !== 'contract' });
  const doctors = useDoctorReport(
    'indicators',
    { period: 'year', year },
    { skip: view !== 'doctor' },
  );
  const { startExport, exporting } = useExcelExport('chronicIndicators');
  const canExport = useAppSelector(selectButtonCodes).includes(EXPORT_CODE);
  const exportReport = () => {
    const tabName = tab === 'contract' ? '家庭医生签约' : '档案与慢病管理';
    startExport({
      path: REPORT_PATHS.indicatorsExcel,
      title: `${title || '管理指标报表'}（${tabName}${view === 'doctor' ? '，按医生' : ''}）`,
      params: { period: 'year', year, tab, ...(view === 'doctor' ? { view } : {}) },
    });
  };
  const refresh = () => {
    void (tab === 'contract' ? contract.refetch() : refetch());
    if (view === 'doctor') void doctors.refetch();
  };
  const tree = useMemo(() => toIndicatorTree(data?.rows ?? []), [data]);
  // Worded from the deployment's thresholds (FOLLOW_UP_RULES), as the server counts them.
  const indicators = indicatorsFor(getFollowUpRules());
  // The trend's choice: each tab's rates, from the one figure catalogue.
  const rates = useMemo(() => {
    const all = figuresFor(getFollowUpRules()).filter(
      (figure): figure is RateFigure => figure.kind === 'rate',
    );
    return {
      chronic: all.filter((figure) => figure.counts === 'chronic'),
      contract: all.filter((figure) => figure.counts === 'contract'),
    };
  }, []);

  const columns: ColumnsType<IndicatorTreeRow> = [
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      fixed: 'left',
      width: 240,
    },
    ...indicators.map((indicator) => ({
      key: indicator.id,
      width: 132,
      align: 'center' as const,
      title: (
        <Tooltip title={indicator.definition}>
          <span>
            {indicator.label} <QuestionCircleOutlined />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: IndicatorTreeRow) => {
        const value = row.values[indicator.id];
        if (!value) return '—';
        const denominator = denominatorColumn(indicator, row.configured);
        return (
          <div className="chronic-indicator-cell">
            <Typography.Text strong>{rateText(value.rate, value.denominator)}</Typography.Text>
            <div>
              <Link
                to={reportDetailsPath(row.hospitalId, indicator.numerator, year)}
                title="查看明细"
              >
                {value.numerator}
              </Link>
              {value.denominator !== null && (
                <Typography.Text type="secondary"> / </Typography.Text>
              )}
              {value.denominator !== null && denominator && (
                <Link
                  to={reportDetailsPath(row.hospitalId, denominator, year)}
                  title="查看分母明细"
                  className="chronic-denominator-link"
                >
                  {value.denominator}
                </Link>
              )}
              {value.denominator !== null && !denominator && (
                <Typography.Text type="secondary">{value.denominator}</Typography.Text>
              )}
            </div>
            {row.hospClass === TOWNSHIP_CLASS && row.children && (
              <Tooltip title="只看本院（不含下属村卫生室）的居民">
                <Link
                  to={reportDetailsPath(row.hospitalId, indicator.numerator, year, true)}
                  className="chronic-own-link"
                >
                  本院 {row.ownCounts[indicator.numerator]}
                </Link>
              </Tooltip>
            )}
          </div>
        );
      },
    })),
  ];

  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => thisYear - index);

  return (
    <Card
      className="gw-card"
      variant="borderless"
      title={title || '管理指标报表'}
      extra={
        <Space wrap>
          <Segmented
            aria-label="统计方式"
            value={view}
            onChange={setView}
            options={[
              { value: 'institution', label: '按机构' },
              { value: 'doctor', label: '按医生' },
            ]}
          />
          <Select
            aria-label="年度"
            value={year}
            style={{ width: 110 }}
            options={years.map((value) => ({ value, label: `${value}年` }))}
            onChange={setYear}
          />
          <Button
            icon={<ReloadOutlined />}
            onClick={refresh}
            loading={tab === 'contract' ? contract.isFetching : isFetching}
          >
            刷新
          </Button>
          {canExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportReport}>
              导出
            </Button>
          )}
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'contract' ? { tab: key } : {}, { replace: true })}
        items={[
          {
            key: 'chronic',
            label: '档案与慢病管理',
            children: (
              <>
                {data && (
                  <Typography.Paragraph type="secondary">
                    统计期间 {data.period.from} 至 {data.period.to}
                    。点击人数查看明细；分母为“未配置”的指标需在机构的人口数据中配置辖区人口或患者总数。
                    {view === 'doctor' && '按医生统计时，居民按其档案的责任医生归属。'}
                  </Typography.Paragraph>
                )}
                <RateTrendCard page="indicators" year={year} figures={rates.chronic} />
                {view === 'doctor' ? (
                  byDoctor(rates.chronic)
                ) : error ? (
                  <Result
                    status="error"
                    title="管理指标加载失败"
                    extra={<Button onClick={() => void refetch()}>重试</Button>}
                  />
                ) : (
                  <Table<IndicatorTreeRow>
                    // Remounted once the rows arrive, so the default expansion sees them.
                    key={tree.length > 0 ? 'rows' : 'empty'}
                    size="middle"
                    bordered
                    columns={columns}
                    dataSource={tree}
                    loading={isLoading}
                    pagination={false}
                    scroll={{ x: 240 + indicators.length * 132 }}
                    expandable={{ defaultExpandedRowKeys: tree.map((row) => row.key) }}
                    locale={{ emptyText: '暂无数据' }}
                  />
                )}
              </>
            ),
          },
          {
            key: 'contract',
            label: '家庭医生签约',
            children: (
              <>
                <RateTrendCard page="indicators" year={year} figures={rates.contract} />
                {view === 'doctor' ? (
                  byDoctor(rates.contract)
                ) : (
                  <ContractIndicatorTable year={year} />
                )}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
