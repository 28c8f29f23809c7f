import { Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { matchListPrintPath, matchPrintPath } from '@/services/contract';

import { PrintLoading, printErrorText } from './components/PrintStates';
import { PrintToolbar } from './components/PrintToolbar';
import { PrintDocument } from './layouts/PrintDocument';
import { ListPrint } from './ListPrint';
import { usePrintRecordsQuery } from './printApi';
import './print.css';

/** Query parameters a print path may add: `id` (routes without an id segment), `ids` (several visits). */
const QUERY_PARAMS = ['id', 'ids'] as const;

/** A record print (spec 2.3's routes and ours): the paper of the route's record(s). */
function RecordPrint({ pathname, search }: { pathname: string; search: string }) {
  const match = useMemo(() => matchPrintPath(pathname), [pathname]);
  const params = useMemo(() => {
    const merged: Record<string, string> = { ...match?.params };
    const query = new URLSearchParams(search);
    for (const name of QUERY_PARAMS) {
      const value = query.get(name);
      if (value) merged[name] = value;
    }
    return merged;
  }, [match, search]);
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
    body = <PrintLoading />;
  } else if (error || !data) {
    body = <Result status="warning" title="无法打印" subTitle={printErrorText(error)} />;
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

/**
 * Every /print/* route: outside the shell (no navbar, menu, tabs or watermark), the paper as the
 * server serves it, and a screen-only toolbar: a record's form, or a page's list (ListPrint).
 */
export default function PrintPage() {
  const location = useLocation();
  const list = useMemo(() => matchListPrintPath(location.pathname), [location.pathname]);
  return list ? (
    <ListPrint route={list} search={location.search} />
  ) : (
    <RecordPrint pathname={location.pathname} search={location.search} />
  );
}
