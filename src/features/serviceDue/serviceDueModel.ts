import { isScheduleProgramme, type ScheduleProgramme } from '@/domain/schedule';
import { isServiceDueState, type ServiceDueState } from '@/domain/schedule/dueStates';

/** Where the seeded menu (server/seed/menus.ts) puts 工作提醒/待办. */
export const SERVICE_DUE_LIST_PATH = '/chronic/serviceDueList';

/** The list filtered as a home count or a village's figure asks. */
export const serviceDueLink = (
  state: ServiceDueState,
  programme?: ScheduleProgramme,
  hospitalId?: string,
): string => {
  const params = new URLSearchParams({ state });
  if (programme) params.set('programme', programme);
  if (hospitalId) params.set('hospitalId', hospitalId);
  return `${SERVICE_DUE_LIST_PATH}?${params.toString()}`;
};

/** The address's filters, when valid. */
export const filtersOf = (search: URLSearchParams) => {
  const programme = search.get('programme');
  const state = search.get('state');
  return {
    programme: isScheduleProgramme(programme) ? programme : undefined,
    state: isServiceDueState(state) ? state : ('overdue' as const),
    hospitalId: search.get('hospitalId') || undefined,
  };
};

/** The state colours the counts and tags share. */
export const STATE_COLORS: Readonly<Record<ServiceDueState, string>> = {
  overdue: '#cf1322',
  dueToday: '#d46b08',
  dueThisWeek: '#1677ff',
  notDoneThisYear: '#7c3aed',
};

/** The states in the order the page and the cards show them: the most urgent first. */
export const STATE_ORDER: readonly ServiceDueState[] = [
  'overdue',
  'dueToday',
  'dueThisWeek',
  'notDoneThisYear',
];
