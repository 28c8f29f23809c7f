import {
  BankOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Col, Descriptions, Empty, Input, Row, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

import { archivePages } from '@/features/archives';
import { selectSessionUser } from '@/features/auth';
import { chronicPages } from '@/features/chronic';
import { leadingPages, selectButtonCodes, selectPermissionStatus } from '@/features/permission';
import { serviceDuePages } from '@/features/serviceDue';
import { NON_STANDARD_PAGE_COMPONENT } from '@/services/contract';
import { SERVICE_DUE_COMPONENT } from '@/services/contract/serviceDuePaths';
import { useAppSelector } from '@/shared/hooks/storeHooks';
import { deploymentNow } from '@/shared/time';
import { CardSkeleton } from '@/shared/ui/CardSkeleton';

import { greetingFor } from './greeting';
import { MenuIcon } from './menuIcons';
import { selectMenuRoutesForShell } from './shellSelectors';

const SHORTCUT_COUNT = 8;
const ClinicalOverview = lazy(chronicPages.clinicalOverview);
const ServiceDueOverview = lazy(serviceDuePages.overview);
const VillageQualityCard = lazy(archivePages.villageQuality);
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** The home tab (spec 2.1): a greeting, the user's hospital, and the menu's first pages. */
export default function HomePage() {
  const user = useAppSelector(selectSessionUser);
  const routes = useAppSelector(selectMenuRoutesForShell);
  const status = useAppSelector(selectPermissionStatus);
  const codes = useAppSelector(selectButtonCodes);
  const [query, setQuery] = useState('');
  const now = deploymentNow();
  const wanted = query.trim();
  // Without a query the menu's first pages; with one, every page whose title matches.
  const shortcuts = wanted
    ? leadingPages(routes, Number.POSITIVE_INFINITY).filter((route) =>
        route.meta.title.includes(wanted),
      )
    : leadingPages(routes, SHORTCUT_COUNT);
  // Clinicians (a menu with the work list) see their follow-up counts and indicators first.
  const allPages = leadingPages(routes, Number.POSITIVE_INFINITY);
  const hasWorklist = allPages.some((route) => route.component === 'followUpWorklist');
  const hasIndicators = allPages.some((route) => route.component === 'chronicIndicators');
  const hasServiceDue = allPages.some((route) => route.component === SERVICE_DUE_COMPONENT);
  const nonStandardPage = allPages.find((route) => route.component === NON_STANDARD_PAGE_COMPONENT);

  return (
    <div className="gw-home">
      <Card className="gw-card gw-home-welcome" variant="borderless">
        <div className="gw-home-welcome-body">
          <div className="gw-home-avatar" aria-hidden>
            <UserOutlined />
          </div>
          <div className="gw-home-welcome-text">
            <Typography.Title level={4} className="gw-home-greeting">
              {greetingFor(now.hour())}，{user?.UserName ?? '用户'}，祝您工作顺利！
            </Typography.Title>
            <Typography.Text type="secondary">
              <BankOutlined /> {user?.HospitalName || '未设置所属机构'}
              <span className="gw-home-sep">|</span>
              {now.format('YYYY年M月D日')} {WEEKDAYS[now.day()]}
            </Typography.Text>
          </div>
        </div>
      </Card>

      {hasServiceDue && (
        <Suspense fallback={<CardSkeleton />}>
          <ServiceDueOverview />
        </Suspense>
      )}

      {hasWorklist && (
        <Suspense fallback={<CardSkeleton />}>
          <ClinicalOverview showIndicators={hasIndicators} />
        </Suspense>
      )}

      {nonStandardPage && (
        <Suspense fallback={<CardSkeleton />}>
          <VillageQualityCard listPath={nonStandardPage.path} />
        </Suspense>
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card
            className="gw-card"
            title="快捷入口"
            variant="borderless"
            extra={
              <Input
                allowClear
                aria-label="搜索功能"
                placeholder="搜索功能"
                prefix={<SearchOutlined />}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="gw-home-search"
              />
            }
          >
            {shortcuts.length === 0 ? (
              <Empty
                description={
                  wanted
                    ? `没有名称包含“${wanted}”的功能`
                    : status === 'ready'
                      ? '暂无可用功能，请联系管理员分配权限'
                      : '菜单加载中…'
                }
              />
            ) : (
              <Row gutter={[12, 12]}>
                {shortcuts.map((route) => (
                  <Col key={route.path} xs={12} sm={8} xl={6}>
                    <Link to={route.path} className="gw-shortcut" title={route.meta.title}>
                      <span className="gw-shortcut-icon">
                        <MenuIcon name={route.meta.icon} />
                      </span>
                      <span className="gw-shortcut-title">{route.meta.title}</span>
                    </Link>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card className="gw-card" title="账号信息" variant="borderless">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="姓名">{user?.UserName}</Descriptions.Item>
              <Descriptions.Item label="账号">{user?.UserAcc}</Descriptions.Item>
              <Descriptions.Item label="所属机构">{user?.HospitalName}</Descriptions.Item>
              <Descriptions.Item label="操作权限">
                <SafetyCertificateOutlined /> {codes.length} 项
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
