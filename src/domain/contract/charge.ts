import { TERMINATED } from './period';

/**
 * 签约收费: the resident pays the package's 个人自付 part once per agreement, against a numbered
 * receipt (签约服务收费凭证). A free package (个人自付 0 元) is not charged, nor is an agreement
 * already ended (解约).
 */

export interface ChargeTerms {
  selfPayFee: number | undefined;
  signStatus: string | undefined;
}

/** Why the agreement cannot be charged now, or undefined. */
export const chargeProblem = (terms: ChargeTerms): string | undefined => {
  if (terms.signStatus === TERMINATED) return '该签约已解约，不能收费';
  if (!terms.selfPayFee || terms.selfPayFee <= 0) return '该签约个人自付为0元，无需收费';
  return undefined;
};

/** 收费凭证号: QYSF, the day's digits and the agreement's id (unique per agreement and day). */
export const receiptNumberFor = (day: string, agreementId: string): string =>
  `QYSF${day.replaceAll('-', '')}${agreementId.padStart(6, '0')}`;
