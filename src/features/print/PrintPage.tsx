import { Result, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { matchPrintPath } from '@/services/contract';

import { PrintToolbar } from './components/PrintToolbar';
import { PrintDocument } from './layouts/PrintDocument';
import { usePrintRecordsQuery } from './printApi';
import './print.css';

/** Query parameters a print path may add: `id` (routes without an id segment), `ids` (several visits). */
const QUERY_PARAMS = ['id', 'ids'] as const;

const errorText = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : '打印数据加载失败，请稍后重试';
};

/**
 * Every /print/* route: outside the shell (no navbar, menu, tabs or watermark), the paper of the
 * route's record(s) as the server serves them, and a screen-only toolbar.
 */
export default function PrintPage() {
  const location = useLocation();
  const match = useMemo(() => matchPrintPath(location.pathname), [location.pathname]);
  const params = useMemo(() => {
    const merged: Record<string, string> = { ...match?.params };
    const search = new URLSearchParams(location.search);
    for (const name of QUERY_PARAMS) {
      const value = search.get(name);
      if (value) merged[name] = value;
    }
    return merged;
  }, [match, location.search]);
  const { data, error, isFetching } = usePrintRecordsQuery(
    { name: match?.route.name ?? '', params },
    { skip: !match, refetchOnMountOrArgChange: true },
  );
  const title = data?.title ?? match?.route.title ?? '打印';

  useEffect(() => {
    document.title = `${title} - 打印`;
  }, [title]);

  let body;
  if (!match) {
    body = <Result status="404" title="打印页面不存在" subTitle="请从业务页面的“打印”按钮进入。" />;
  } else if (isFetching) {
    body = (
      <div className="print-state">
        <Spin tip="正在加载打印数据…" size="large">
          <div className="print-spin-area" />
        </Spin>
      </div>
    );
  } else if (error || !data) {
    body = <Result status="warning" title="无法打印" subTitle={errorText(error)} />;
  } else if (data.records.length === 0) {
    body = <Result status="info" title="没有可打印的记录" />;
  } else {
    body = <PrintDocument route={match.route} data={data} params={params} />;
  }

  return (
    <div className="print-root">
      <PrintToolbar title={title} canPrint={Boolean(data) && !isFetching && !error} />
      <main className="print-stack">{body}</main>
    </div>
  );
}
