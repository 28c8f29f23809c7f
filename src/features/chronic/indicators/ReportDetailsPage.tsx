import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';

import { dateText } from '@/domain/calendar';
import { isContractPersonCount, isIndicatorCount } from '@/domain/indicators';
import { useExcelExport } from '@/features/exports';
import { selectButtonCodes } from '@/features/permission';
import {
  useContractIndicatorDetailsQuery,
  useIndicatorDetailsQuery,
} from '@/services/chronic/chronicApi';
import { dictionaryLabel } from '@/services/contract';
import { CHRONIC_PATHS, type IndicatorDetailRow } from '@/services/contract/chronicPaths';
import { archivePath } from '@/shared/archivePaths';
import { useAppSelector } from '@/shared/hooks/storeHooks';
import { pageControls } from '@/shared/ui/pageControls';

const EXPORT_CODE = 'chronicIndicators:excel';

/**
 * 报表明细 (spec 2.2 `/dialog/report-details/:hospId/:columnName`, and `-td` for one
 * institution's own records): the residents behind an indicator's number, masked as in every
 * list, exportable with the report's export button.
 */
export default function ReportDetailsPage() {
  const { hospId = '', columnName = '' } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const own = pathname.startsWith('/dialog/report-details-td');
  const year = Number(search.get('year')) || Number(dateText().slice(0, 4));
  const [page, setPage] = useState({ number: 1, size: 20 });
  const { startExport, exporting } = useExcelExport('indicatorDetails');
  const canExport = useAppSelector(selectButtonCodes).includes(EXPORT_CODE);
  // `report=contract`: a count of the signing indicators (签约率, 续约率, 履约率).
  const contract = search.get('report') === 'contract';
  const known = contract ? isContractPersonCount(columnName) : isIndicatorCount(columnName);
  // `doctor=`: a 按医生 row's residents (the institution's own, whose archive names the doctor).
  const doctor = search.get('doctor');
  const limits = {
    ...(own ? { scope: 'own' as const } : {}),
    ...(doctor === null ? {} : { doctor }),
  };
  const args = {
    hospId,
    columnName,
    year,
    ...limits,
    PageNumber: page.number,
    PageSize: page.size,
  };
  const chronicDetails = useIndicatorDetailsQuery(args, { skip: !known || contract });
  const contractDetails = useContractIndicatorDetailsQuery(args, { skip: !known || !contract });
  const { data, isLoading, isFetching, error, refetch } = contract
    ? contractDetails
    : chronicDetails;

  if (!known) {
    return (
      <Result status="404" title="统计项不存在" subTitle={`没有名为“${columnName}”的统计项`} />
    );
  }

  const exportExcel = () =>
    startExport({
      path: contract
        ? CHRONIC_PATHS.contractIndicatorDetailsExcel
        : CHRONIC_PATHS.indicatorDetailsExcel,
      title: '报表明细',
      params: { hospId, columnName, year, ...limits },
    });

  return (
    <Card
      className="gw-card"
      variant="borderless"
      title={data?.title ?? '报表明细'}
      extra={
        canExport && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!data || data.total === 0}
            onClick={exportExcel}
          >
            导出
          </Button>
        )
      }
    >
      {error ? (
        <Result
          status="error"
          title="明细加载失败"
          subTitle={'message' in error ? String(error.message) : undefined}
          extra={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : (
        <>
          {data && (
            <Typography.Paragraph type="secondary">
              {own ? '本院（不含下属机构）' : '含下属机构'}，{data.year}年，共 {data.total} 人。
            </Typography.Paragraph>
          )}
          <Table<IndicatorDetailRow>
            rowKey="personNum"
            size="middle"
            loading={isLoading || isFetching}
            dataSource={data?.items ?? []}
            columns={[
              { title: dictionaryLabel('personNum'), dataIndex: 'personNum', width: 200 },
              {
                title: dictionaryLabel('name'),
                dataIndex: 'name',
                width: 110,
                // The name opens the resident's 健康画像, as in every list that names a resident.
                render: (name: string, row) => (
                  <Link to={archivePath('health-profile', row.personNum, name)} title="健康画像">
                    {name}
                  </Link>
                ),
              },
              { title: dictionaryLabel('IDCardNo'), dataIndex: 'IDCardNo', width: 190 },
              { title: dictionaryLabel('birthDate'), dataIndex: 'birthDate', width: 120 },
              { title: dictionaryLabel('hospitalName'), dataIndex: 'hospitalName' },
            ]}
            locale={{ emptyText: '没有符合该统计项的居民' }}
            pagination={{
              ...pageControls(page.number, page.size, data?.total ?? 0, '人'),
              onChange: (number, size) => setPage({ number, size }),
            }}
          />
        </>
      )}
    </Card>
  );
}
