import { ageOn } from '../calendar/dates';
import { DIABETES_PROGRAMME } from '../diabetes/programme';
import { HYPERTENSION_PROGRAMME } from '../hypertension/programme';
import { type HealthCheckPerson } from './findings';

/**
 * Who a 健康体检表 is for, as its rules read it (national-forms.md §3): the age on the check date,
 * the sex and 文化程度 of the resident's 个人基本信息表, and the programmes that manage them (an
 * active card: 高血压, 2型糖尿病, 严重精神障碍). The form and the server's save hook both build it
 * here from what they read of the resident.
 */

/** The management cards that make a resident a patient of a programme the check serves. */
export const HEALTH_CHECK_CARD_FAMILIES = {
  hypertension: HYPERTENSION_PROGRAMME.cardFamily,
  diabetes: DIABETES_PROGRAMME.cardFamily,
  mentalDisorder: 'mentalcard',
} as const;

export type ManagedProgramme = keyof typeof HEALTH_CHECK_CARD_FAMILIES;

/** 管理状态 2 已终止管理: a card in that state no longer makes the resident a patient. */
const TERMINATED = '2';

/** Whether any of a resident's cards of one family is still active. */
export const hasActiveCard = (cards: readonly Readonly<Record<string, unknown>>[]): boolean =>
  cards.some((card) => card.manageStatus !== TERMINATED);

const codeOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const healthCheckPerson = (
  resident: Readonly<Record<string, unknown>> | undefined,
  checkDate: string | undefined,
  managed: Readonly<Partial<Record<ManagedProgramme, boolean>>>,
): HealthCheckPerson => {
  const birthDate = codeOf(resident?.birthDate);
  const age = birthDate && checkDate ? ageOn(birthDate, checkDate) : undefined;
  const sex = codeOf(resident?.sex);
  const education = codeOf(resident?.education);
  return {
    ...(age !== undefined ? { age } : {}),
    ...(sex ? { sex } : {}),
    ...(education ? { education } : {}),
    hypertension: Boolean(managed.hypertension),
    diabetes: Boolean(managed.diabetes),
    mentalDisorder: Boolean(managed.mentalDisorder),
  };
};
