import { addDays, addMonths, daysBetween } from '../calendar/dates';
import { type ContractItem } from './fulfilment';
import {
  CONTRACT_MONTHS,
  type ContractState,
  contractStateOf,
  type ContractTerms,
  inForceOn,
  renewalProblem,
  TERMINATED,
} from './period';

/**
 * What is due of a resident's signing, for every page that shows it (the contract pages, the
 * 健康画像): the agreement's state on the day, how many days it has left and whether it can be
 * renewed now. The items not yet delivered are the schedule's rows (schedule/contractSchedule.ts,
 * paced by `itemPace`), kept in the read models on write.
 */

export interface ContractDue {
  contractId: string;
  state: ContractState;
  startDate: string;
  endDate: string;
  /** Days from today to the end date; negative once it has passed. */
  daysLeft: number;
  /** A later agreement names this one as its predecessor. */
  renewed: boolean;
  /** 续约 may be started now. */
  renewable: boolean;
}

export interface ContractOfResident extends ContractTerms {
  id: string;
  /** The agreement this one renews. */
  previousId?: string | undefined;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** An agreement's terms as its saved 签约登记 record holds them. */
export const contractOfData = (
  id: string,
  data: Readonly<Record<string, unknown>>,
): ContractOfResident => ({
  id,
  signStatus: textOf(data.signStatus),
  startDate: textOf(data.startDate) ?? '',
  endDate: textOf(data.endDate) ?? '',
  terminationDate: textOf(data.terminationDate),
  previousId: textOf(data.previousId),
});

/** The items a saved agreement carries (a JSON list of ContractItem). */
export const itemsOfData = (data: Readonly<Record<string, unknown>>): ContractItem[] =>
  Array.isArray(data.items) ? (data.items as ContractItem[]) : [];

export const contractDue = (
  contract: ContractOfResident,
  today: string,
  renewed: boolean,
): ContractDue => {
  const state = contractStateOf(contract, today);
  return {
    contractId: contract.id,
    state,
    startDate: contract.startDate,
    endDate: contract.endDate,
    daysLeft: daysBetween(today, contract.endDate),
    renewed,
    renewable: renewalProblem(contract, today, renewed) === undefined,
  };
};

/**
 * When the next delivery of an item is due: an item asked `times` a year is spread evenly over
 * the contract year (4 a year: from the start, +3, +6 and +9 months), so the delivery after
 * `done` ones is due from its share's first day and behind (逾期) after the day before the next
 * share begins; the last one by the end date. Null once all are done.
 */
export const itemPace = (
  terms: Pick<ContractTerms, 'startDate' | 'endDate'>,
  times: number,
  done: number,
): { dueDate: string; overdueAfter: string } | null => {
  if (times < 1 || done >= times) return null;
  const shareStart = (index: number) =>
    addMonths(terms.startDate, Math.floor((index * CONTRACT_MONTHS) / times));
  const dueDate = shareStart(done);
  const beforeNext = done + 1 >= times ? terms.endDate : addDays(shareStart(done + 1), -1);
  const overdueAfter = beforeNext < dueDate ? dueDate : beforeNext;
  return {
    dueDate: dueDate > terms.endDate ? terms.endDate : dueDate,
    overdueAfter: overdueAfter > terms.endDate ? terms.endDate : overdueAfter,
  };
};

/** Ids of the agreements a later one renews. */
export const renewedIds = (contracts: readonly ContractOfResident[]): Set<string> =>
  new Set(contracts.flatMap((contract) => (contract.previousId ? [contract.previousId] : [])));

/**
 * The agreement a resident's pages are about on `today`: the one in force, else the latest one
 * not terminated (an expired agreement waiting for renewal, or a renewal not yet started), else
 * none.
 */
export const currentContract = <C extends ContractOfResident>(
  contracts: readonly C[],
  today: string,
): C | undefined => {
  const inForce = contracts.find((contract) => inForceOn(contract, today));
  if (inForce) return inForce;
  return contracts
    .filter((contract) => contract.signStatus !== TERMINATED)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
};
