/**
 * The paper's code boxes typed on the keyboard: in a group of ticks or radio buttons whose
 * options carry the national codes (1无症状 2头痛头晕…), typing the code picks that option, as
 * writing the digit in the paper's box does. Two-digit codes wait a moment for the second digit
 * when a one-digit code could go on (1 of 10, 11…).
 */

const CHOICE_GROUP = '.ant-checkbox-group, .ant-radio-group';
/** How long a first digit waits for a second one when both would name a code. */
export const CODE_PAUSE_MS = 700;

interface PendingCode {
  group: Element;
  typed: string;
  timer: ReturnType<typeof setTimeout>;
}

let pending: PendingCode | null = null;

const pick = (input: HTMLInputElement): void => {
  input.click();
  input.focus();
};

/**
 * The code an option is typed by: the one its label shows beside it (`data-code`, the self-care
 * sheet's column 1–4 before an answer whose value is its score), else its value.
 */
const codeOf = (input: HTMLInputElement): string =>
  input
    .closest('.ant-radio-wrapper, .ant-checkbox-wrapper')
    ?.querySelector('[data-code]')
    ?.getAttribute('data-code') ?? input.value;

const choicesOf = (group: Element): HTMLInputElement[] =>
  [
    ...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'),
  ].filter((input) => !input.disabled);

/** Whether the element sits in a group of ticks or radio buttons. */
export const inChoiceGroup = (element: Element): boolean => element.closest(CHOICE_GROUP) !== null;

/**
 * Picks the option of the element's group whose code the digits typed so far name. Returns
 * whether an option was picked at once (not when none fits, nor while a second digit may come).
 */
export const typeChoiceCode = (element: Element, digit: string): boolean => {
  const group = element.closest(CHOICE_GROUP);
  if (!group) return false;
  const choices = choicesOf(group);
  const carried = pending?.group === group ? pending.typed : '';
  if (pending) clearTimeout(pending.timer);
  pending = null;
  let picked = false;
  const tryCode = (typed: string): boolean => {
    const exact = choices.find((input) => codeOf(input) === typed);
    const longer = choices.some((input) => {
      const code = codeOf(input);
      return code !== typed && code.startsWith(typed);
    });
    if (!exact && !longer) return false;
    if (!longer) {
      pick(exact!);
      picked = true;
      return true;
    }
    pending = {
      group,
      typed,
      timer: setTimeout(() => {
        pending = null;
        if (exact) pick(exact);
      }, CODE_PAUSE_MS),
    };
    return true;
  };
  if (!tryCode(carried + digit) && carried) tryCode(digit);
  return picked;
};

/**
 * Whether a picked code moves the cursor on (a score sheet's row of answers, marked
 * `data-code-advances`): one digit per question, as the paper's column of boxes.
 */
export const codeAdvances = (element: Element): boolean =>
  element.closest('[data-code-advances]') !== null;
