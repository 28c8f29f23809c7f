import { FileSearchOutlined } from '@ant-design/icons';
import { Card, Descriptions, Result } from 'antd';
import { useLocation, useParams } from 'react-router-dom';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { resolveRoute } from './shellRoutes';
import { selectMenuRoutesForShell } from './shellSelectors';

/** Chinese labels of the dialog routes' parameters (spec 2.2). */
const PARAM_LABELS: Record<string, string> = {
  personNum: '档案编号',
  personnelName: '姓名',
  hospId: '机构编号',
  columnName: '统计项',
};

/**
 * The dialog-style routes of spec 2.2 exist with their titles; their contents come with the
 * archives and reports modules, and the page says so instead of pretending.
 */
export default function DialogRecordPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const routes = useAppSelector(selectMenuRoutesForShell);
  const resolved = resolveRoute(pathname, routes);
  const title = resolved?.tabTitle ?? '记录';
  const isReport = pathname.startsWith('/dialog/report-details');
  const entries = Object.entries(params).filter(([key]) => key !== '*');

  return (
    <Card className="gw-card" title={title}>
      <Result
        icon={<FileSearchOutlined />}
        title={title}
        subTitle={
          isReport
            ? '报表明细的内容将随报表模块一同提供。'
            : '该记录的内容将随居民健康档案模块一同提供。'
        }
      />
      {entries.length > 0 && (
        <Descriptions bordered size="small" column={1} className="gw-dialog-params">
          {entries.map(([key, value]) => (
            <Descriptions.Item key={key} label={PARAM_LABELS[key] ?? key}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
