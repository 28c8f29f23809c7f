import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { buildBreadcrumb } from './breadcrumbModel';
import { type ResolvedRoute } from './shellRoutes';

/** The breadcrumb of the current route (rules in breadcrumbModel). */
export function BreadcrumbBar({ resolved }: { resolved: ResolvedRoute | null }) {
  const items = useMemo(
    () =>
      buildBreadcrumb(resolved?.levels ?? []).map((crumb, index) => ({
        key: `${index}-${crumb.title}`,
        title: crumb.to ? (
          <Link to={crumb.to}>{crumb.title}</Link>
        ) : (
          <span className="gw-crumb-current" aria-current={index > 0 ? 'page' : undefined}>
            {crumb.title}
          </span>
        ),
      })),
    [resolved],
  );
  return <Breadcrumb className="gw-breadcrumb" items={items} />;
}
