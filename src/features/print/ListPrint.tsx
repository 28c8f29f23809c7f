import { Result } from 'antd';
import { useEffect, useMemo } from 'react';

import { type ListPrintRouteSpec } from '@/services/contract';

import { PrintLoading, printErrorText } from './components/PrintStates';
import { PrintToolbar } from './components/PrintToolbar';
import { DueListLayout } from './layouts/DueListLayout';
import { usePrintListQuery } from './printApi';

/**
 * A page's list on paper (ListPrintRouteSpec): the list's filter from the address goes to the
 * server as it stands; the server reads every page of it, checks the list's permission and
 * writes the print to the trail.
 */
export function ListPrint({ route, search }: { route: ListPrintRouteSpec; search: string }) {
  const params = useMemo(() => {
    const query = new URLSearchParams(search);
    const filter: Record<string, string> = {};
    for (const name of route.query) {
      const value = query.get(name);
      if (value) filter[name] = value;
    }
    return filter;
  }, [route, search]);
  const { data, error, isFetching } = usePrintListQuery(
    { name: route.name, params },
    { refetchOnMountOrArgChange: true },
  );
  const title = data?.title ?? route.title;

  useEffect(() => {
    document.title = `${title} - 打印`;
  }, [title]);

  let body;
  if (isFetching) {
    body = <PrintLoading />;
  } else if (error || !data) {
    body = <Result status="warning" title="无法打印" subTitle={printErrorText(error)} />;
  } else if (data.villages.length === 0) {
    body = (
      <Result
        status="info"
        title="没有可打印的待办服务"
        subTitle={`${data.programmeLabel}·${data.stateLabel}：当前筛选条件下没有待办服务。`}
      />
    );
  } else {
    body = <DueListLayout data={data} />;
  }

  return (
    <div className="print-root">
      <PrintToolbar
        title={data ? `${title}（共 ${data.total} 项）` : title}
        canPrint={Boolean(data?.villages.length) && !isFetching && !error}
      />
      <main className="print-stack">{body}</main>
    </div>
  );
}
