import { type ItemProgress, progressTotals } from './fulfilment';

/**
 * 履约核查: the township checks a village's agreements against the records. A check holds what
 * the records show of the agreement's contract year when it is made (or confirmed): the items
 * due and delivered, the rate, the verdict, and the items still short. The verdict is the
 * records' (never typed): every item's times delivered, some of them, or none.
 */

/** 核查结果 by code. */
export const CHECK_RESULTS = {
  '1': '已全部履约',
  '2': '部分履约',
  '3': '未履约',
} as const;

export type CheckResult = keyof typeof CHECK_RESULTS;
export const CHECK_RESULT_CODES = Object.keys(CHECK_RESULTS) as CheckResult[];

export interface FulfilmentCheck {
  due: number;
  done: number;
  /** Percent with one decimal; 100 when nothing is due. */
  rate: number;
  result: CheckResult;
  /** The items still short, as 「name done/required」 in the items' order. */
  shortItems: string[];
}

/** The check of an agreement's progress: counted as 履约率 counts (each item up to its times). */
export const fulfilmentCheck = (
  progress: readonly Pick<ItemProgress, 'name' | 'done' | 'required'>[],
): FulfilmentCheck => {
  const { due, done } = progressTotals(progress);
  const result: CheckResult = done >= due ? '1' : done > 0 ? '2' : '3';
  return {
    due,
    done,
    rate: due === 0 ? 100 : Math.floor((done / due) * 1000) / 10,
    result,
    shortItems: progress
      .filter((item) => item.done < item.required)
      .map((item) => `${item.name} ${Math.min(item.done, item.required)}/${item.required}`),
  };
};
