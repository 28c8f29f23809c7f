import { archivePages } from '@/features/archives';
import { auditPages } from '@/features/audit';
import { groupsPages } from '@/features/groups';
import { createPageResolver, type PageTable } from '@/features/permission';
import { resourcePages } from '@/features/resources';
import { serviceDuePages } from '@/features/serviceDue';
import {
  AUDIT_PAGE_COMPONENT,
  GROUPS_PAGE_COMPONENT,
  isConcreteFamilyId,
  DUPLICATE_PAGE_COMPONENT,
  NON_STANDARD_PAGE_COMPONENT,
} from '@/services/contract';

/*
 * Which page each menu component name (MenuComponet, server/seed/menus.ts) opens
 * (docs/decisions/0014-static-composition.md): one table, plain data, read by the shell's
 * menu page. A name here opens its feature's page; any other catalogue family id the generic
 * resource page; anything else the 该功能暂未开放 page. This module loads with the menu page
 * (src/app/menuPages.tsx), never with the sign-in route: `isConcreteFamilyId` reads the
 * catalogue.
 */
const chronicPage =
  (
    page:
      | 'worklist'
      | 'indicators'
      | 'serviceSummary'
      | 'monthlyWork'
      | 'teamSummary'
      | 'workScore'
      | 'conditionQuery',
  ) =>
  () =>
    import('@/features/chronic').then(({ chronicPages }) => chronicPages[page]());

export const pageTable: PageTable = {
  pages: {
    // 随访工作台 and 管理指标报表 (chronic)
    followUpWorklist: chronicPage('worklist'),
    chronicIndicators: chronicPage('indicators'),
    // 工作提醒/待办: every programme's due services (serviceDue)
    serviceDueList: serviceDuePages.list,
    // 公卫服务汇总表 and 月度工作量统计, computed live from the figure catalogue (chronic)
    reportServiceSummary: chronicPage('serviceSummary'),
    lyxreportMonthlyWork: chronicPage('monthlyWork'),
    // 签约团队统计 per 家庭医生团队, computed live from the signing tallies' team part (chronic)
    signTeamComputed: chronicPage('teamSummary'),
    // 考核汇总: the template's items scored from the figures (chronic); the hand-typed
    // results of family workscoretotal are the menu's 考核结果登记
    workScoreComputed: chronicPage('workScore'),
    // 综合查询: residents by conditions, translated by the kernel (chronic)
    conditionQuery: chronicPage('conditionQuery'),
    // 用户组管理: a catalogue family with a page of its own (groups)
    [GROUPS_PAGE_COMPONENT]: groupsPages.groups,
    // 不规范档案 (archives: 档案质控)
    [NON_STANDARD_PAGE_COMPONENT]: archivePages.nonStandard,
    // 重复档案 (archives: 档案质控, duplicates)
    [DUPLICATE_PAGE_COMPONENT]: archivePages.duplicates,
    // 操作日志 (audit)
    [AUDIT_PAGE_COMPONENT]: auditPages.log,
  },
  resourcePage: { load: resourcePages.workbench, handles: isConcreteFamilyId },
};

/** The menu pages of the session: one lazy component per name, for every tab. */
export const menuPages = createPageResolver(pageTable);
