/**
 * 工作提醒/待办: every programme's due services (the page), and the home page's cards; lazy
 * pages the app's page table and the layout's home page open.
 */
export const serviceDuePages = {
  list: () => import('./ServiceDuePage'),
  overview: () => import('./ServiceDueOverview'),
};

export { SERVICE_DUE_LIST_PATH, serviceDueLink } from './serviceDueModel';
