import './resources.css';

import { Result, Typography } from 'antd';

import { type PageProps } from '@/features/permission';
import { getFamily, isConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints } from '@/services/resources';

import { ResourceWorkbench } from './components/ResourceWorkbench';

/** A family the page cannot list: said plainly, never a blank screen. */
function NoList({ componentName, title }: Pick<PageProps, 'componentName' | 'title'>) {
  return (
    <Result
      status="info"
      title="该功能暂未开放"
      subTitle={
        <>
          {title ? `“${title}”` : '此菜单'}对应的业务
          <Typography.Text code>{componentName || '（未配置）'}</Typography.Text>
          没有可查询的记录列表。
        </>
      }
    />
  );
}

/**
 * The generic resource page (DESIGN.md, Views): what a menu item opens when its component name
 * is a catalogue family without a page of its own. Lazy, so its code loads with the first list.
 */
export default function ResourcePage({ componentName, title }: PageProps) {
  if (!isConcreteFamilyId(componentName))
    return <NoList componentName={componentName} title={title} />;
  const endpoints = getResourceEndpoints(componentName);
  const { list } = endpoints;
  if (!list) return <NoList componentName={componentName} title={title} />;
  return (
    <ResourceWorkbench
      // One workbench per family: a menu entry reused for another family starts afresh.
      key={componentName}
      family={getFamily(componentName)}
      endpoints={endpoints}
      list={list}
      title={title || getFamily(componentName).title}
    />
  );
}
