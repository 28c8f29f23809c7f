import { EVERY_ENTRY_ATTRIBUTE, isEnterStop } from './enterStops';

/**
 * The fields of a form as the keyboard walks them: one stop per form item (antd's
 * `.ant-form-item`), at its first control a person can type into, tick or choose from. Read-only
 * and disabled controls, clear buttons and decorative icons are no stops. Enter walks the
 * subset `enterStops` keeps (the fields a form marks as filled at each entry, enterStops.ts).
 */

const FIELD_ITEM = '.ant-form-item';

/** A control a person fills: text, number, date, select, checkbox, radio. */
const EDITABLE_CONTROL = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  '[role="combobox"]:not([aria-disabled="true"]):not([disabled])',
].join(', ');

const isShown = (element: HTMLElement): boolean => element.getClientRects().length > 0;

/** The innermost form item around an element. */
const itemOf = (element: Element): Element | null => element.closest(FIELD_ITEM);

/** The first control of each form item inside the container, in document order. */
export const fieldStops = (container: HTMLElement): HTMLElement[] => {
  const stops: HTMLElement[] = [];
  for (const item of container.querySelectorAll<HTMLElement>(FIELD_ITEM)) {
    const control = [...item.querySelectorAll<HTMLElement>(EDITABLE_CONTROL)].find(isShown);
    if (control && !stops.includes(control)) stops.push(control);
  }
  return stops;
};

/** Whether a form item holds a value already (typed, ticked or chosen). */
const isFilled = (item: Element): boolean => {
  if (
    item.querySelector('input:checked, .ant-select-content-has-value, .ant-select-selection-item')
  ) {
    return true;
  }
  return [...item.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (input) =>
      input.type !== 'checkbox' &&
      input.type !== 'radio' &&
      input.type !== 'hidden' &&
      input.getAttribute('role') !== 'combobox' &&
      input.value !== '',
  );
};

const MARK = `[${EVERY_ENTRY_ATTRIBUTE}]`;

/**
 * Whether the form item carries the mark: antd puts a Form.Item's own attributes on its inner
 * row, so the mark is on the item, on an element whose item it is, or on an item around it.
 */
const isMarked = (item: Element): boolean =>
  item.closest(MARK) !== null ||
  [...item.querySelectorAll(MARK)].some((marked) => itemOf(marked) === item);

/** Whether the item's label carries the required mark (antd's `.ant-form-item-required`). */
const isRequired = (item: Element): boolean =>
  item.querySelector('.ant-form-item-label')?.querySelector('.ant-form-item-required') != null;

/**
 * The stops Enter (and Shift+Enter, and the first focus) walks: in a form that marks the fields
 * filled at each entry, those, a required one still empty and one in error; else every stop.
 */
export const enterStops = (container: HTMLElement): HTMLElement[] => {
  const stops = fieldStops(container);
  const formMarks = container.querySelector(MARK) !== null;
  if (!formMarks) return stops;
  return stops.filter((stop) => {
    const item = itemOf(stop);
    if (!item) return true;
    return isEnterStop(
      {
        marked: isMarked(item),
        required: isRequired(item),
        filled: isFilled(item),
        invalid: item.classList.contains('ant-form-item-has-error'),
      },
      formMarks,
    );
  });
};

const follows = (from: Element, other: Element): boolean =>
  Boolean(from.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * The stop after (or before) the field the element is in: the next form item's first control,
 * so Enter on one ticked box of a group goes on to the next field, not to the next box.
 */
export const neighbourStop = (
  container: HTMLElement,
  from: HTMLElement,
  direction: 1 | -1,
): HTMLElement | undefined => {
  const own = itemOf(from);
  const others = enterStops(container).filter((stop) => !own || itemOf(stop) !== own);
  return direction === 1
    ? others.find((stop) => follows(from, stop))
    : others.reverse().find((stop) => follows(stop, from));
};

/**
 * Where the cursor belongs when a form opens: the first Enter stop still empty, else the first
 * Enter stop. Of a form showing only part of its fields (`whole` false), only an empty stop:
 * the first one in the page's order is the first of the whole form too.
 */
export const firstStopToFill = (
  container: HTMLElement,
  { whole = true }: { whole?: boolean } = {},
): HTMLElement | undefined => {
  const stops = enterStops(container);
  const empty = stops.find((stop) => !isFilled(itemOf(stop) ?? stop));
  return whole ? (empty ?? stops[0]) : empty;
};

/**
 * The first required field still empty (after 读卡 filled what the card says, the cursor goes
 * where the doctor must type next: the cover's phone the card lacks).
 */
export const firstRequiredToFill = (container: HTMLElement): HTMLElement | undefined =>
  fieldStops(container).find((stop) => {
    const item = itemOf(stop);
    return item !== null && isRequired(item) && !isFilled(item);
  });

/** Whether an open list of this control takes Enter to pick (antd's select, date picker). */
export const ownsEnter = (control: HTMLElement): boolean =>
  (control.getAttribute('role') === 'combobox' &&
    control.getAttribute('aria-expanded') === 'true') ||
  control.closest('.ant-picker') !== null;

/** A select that keeps its list open to pick more (mode multiple): Enter stays in it. */
export const picksMany = (control: HTMLElement): boolean =>
  control.closest('.ant-select-multiple') !== null;

/**
 * A select of several choices is done with: it holds a choice and nothing is typed in its
 * search (Enter there goes on, as from any filled field; with a code typed, Enter picks it).
 */
export const doneChoosingMany = (control: HTMLElement): boolean => {
  const item = itemOf(control);
  const typed = control instanceof HTMLInputElement ? control.value : '';
  return picksMany(control) && item !== null && typed === '' && isFilled(item);
};

/**
 * Puts the cursor in a stop, its text selected: what the keyboard types then replaces a value
 * carried over from the last visit instead of running on after it (68.8 → 68.868).
 */
export const focusStop = (stop: HTMLElement | undefined): void => {
  if (!stop) return;
  stop.focus();
  if (stop instanceof HTMLInputElement && /^(text|search|tel|number|)$/.test(stop.type)) {
    stop.select();
  }
};

/** Moves the cursor from a control to the next (or previous) field of its form. */
export const focusNextField = (from: HTMLElement, direction: 1 | -1 = 1): void => {
  const form = from.closest<HTMLElement>('form, .ant-form');
  if (form) focusStop(neighbourStop(form, from, direction));
};
