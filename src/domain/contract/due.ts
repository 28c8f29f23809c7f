import { daysBetween } from '../calendar/dates';
import { type ContractItem, type ItemProgress } from './fulfilment';
import {
  type ContractState,
  contractStateOf,
  type ContractTerms,
  inForceOn,
  renewalProblem,
  TERMINATED,
} from './period';

/**
 * What is due of a resident's signing, for every page that shows it (the contract pages, the
 * 健康画像, and later the all-programme work list): the agreement's state on the day, how many
 * days it has left, whether it can be renewed now, and the items not yet delivered.
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
  /** Items with fewer records than asked, while the agreement runs. */
  undelivered: { name: string; done: number; required: number }[];
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
  progress: readonly Pick<ItemProgress, 'name' | 'done' | 'required'>[],
  today: string,
  renewed: boolean,
): ContractDue => {
  const state = contractStateOf(contract, today);
  const running = state === 'active' || state === 'expiring';
  return {
    contractId: contract.id,
    state,
    startDate: contract.startDate,
    endDate: contract.endDate,
    daysLeft: daysBetween(today, contract.endDate),
    renewed,
    renewable: renewalProblem(contract, today, renewed) === undefined,
    undelivered: running
      ? progress
          .filter((item) => item.done < item.required)
          .map(({ name, done, required }) => ({ name, done, required }))
      : [],
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
