import { concreteFamilies } from '@/services/contract';

const TITLES: ReadonlyMap<string, string> = new Map([
  ...concreteFamilies.map((family): [string, string] => [family.id, family.title]),
  ['tokens', '登录'],
  ['followUpWorklist', '随访工作台'],
  ['serviceDueList', '工作提醒'],
  ['chronicIndicatorDetails', '慢病指标明细'],
  ['contractIndicatorDetails', '签约指标明细'],
]);

/** What an event touched, as staff name it: the family's title (居民健康档案), else as recorded. */
export const auditResourceTitle = (resource: string): string => TITLES.get(resource) ?? resource;
