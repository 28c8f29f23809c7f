import { useEffect, useRef } from 'react';

import { codeAdvances, inChoiceGroup, typeChoiceCode } from './codeTyping';
import {
  doneChoosingMany,
  firstStopToFill,
  focusStop,
  neighbourStop,
  ownsEnter,
  picksMany,
} from './formControls';

interface KeyboardEntryOptions {
  /** The form is on screen (loaded): the cursor goes to its first field still empty. */
  ready: boolean;
  /**
   * False while the form shows only its first screen (RecordForm's `restShown`): the cursor
   * goes to an empty field of that screen at once, or waits for the rest. Default true.
   */
  complete?: boolean;
  /** Shows the rest of such a form at once: Enter past its first screen needs the next field. */
  showRest?: () => void;
  /** Ctrl+S, Ctrl+Enter and Alt+S: save, as the dialog's 保存 does. */
  onSave?: () => void;
}

/** The dialog (or, outside one, the container) the keys of this form count in. */
const scopeOf = (container: HTMLElement): HTMLElement =>
  container.closest<HTMLElement>('.ant-modal') ?? container;

const isSaveKey = (event: KeyboardEvent): boolean =>
  ((event.ctrlKey || event.metaKey) &&
    (event.key === 'Enter' || event.key.toLowerCase() === 's')) ||
  (event.altKey && event.key.toLowerCase() === 's');

/**
 * Enter in these keeps its own meaning: a newline, a button's press, or a control that asked for
 * it with `data-own-enter` (the last cell of a table of rows, where Enter adds a row).
 */
const keepsEnter = (target: HTMLElement): boolean =>
  target instanceof HTMLTextAreaElement ||
  target.closest('button, a[href], [role="button"], [data-own-enter]') !== null;

/**
 * Keyboard-first entry of a form, as a village doctor copies a paper form (spec 2.1): the
 * cursor starts in the first field still empty; Enter goes to the next field and Shift+Enter
 * back (a textarea keeps Enter for its newline; an open select or date picker takes it first to
 * pick, then the cursor moves on; a select of several choices keeps its list open for the
 * next code and Enter on its empty search goes on); Ctrl+S, Ctrl+Enter or Alt+S saves, never
 * the browser's save-page dialog; a digit in a group of coded ticks or radio buttons picks that
 * code (and in a score sheet's row goes on to the next question). Clear buttons are no Tab stops and are named
 * 清除 everywhere in the app (`useChineseControlNames`, src/shared/ui/chineseControlNames.ts).
 */
export const useKeyboardEntry = (
  /**
   * The form's element, from a callback ref kept in state: a dialog mounts its content a commit
   * after it opens, so an object ref would still be empty when this effect runs.
   */
  form: HTMLElement | null,
  { ready, complete = true, onSave, showRest }: KeyboardEntryOptions,
): void => {
  // What the key handler reads at the time of the key, not of the handler's setting up.
  const latest = useRef({ complete, showRest, onSave });
  useEffect(() => {
    latest.current = { complete, showRest, onSave };
  });
  /** The next (or previous) field, the rest of the form shown first when it lies there. */
  const neighbour = (form: HTMLElement, from: HTMLElement, direction: 1 | -1) => {
    const next = neighbourStop(form, from, direction);
    if (next || direction === -1 || latest.current.complete || !latest.current.showRest)
      return next;
    latest.current.showRest();
    return neighbourStop(form, from, direction);
  };

  // The cursor is placed once per opening: not again when the rest of the form shows.
  const placed = useRef(false);
  // In the commit that shows the form, before its first paint: antd's dialog moves the focus into
  // itself only when it is outside (rc-dialog's focusDialogContent), so the cursor stays here.
  useEffect(() => {
    if (!ready || !form || placed.current) return;
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      form.contains(active) &&
      active !== form &&
      active.matches('input, textarea, [role="combobox"]')
    ) {
      placed.current = true;
      return;
    }
    const stop = firstStopToFill(form, { whole: complete });
    if (!stop) return;
    focusStop(stop);
    placed.current = true;
  }, [form, ready, complete]);

  useEffect(() => {
    if (!ready || !form) return;

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || event.defaultPrevented || event.isComposing) return;
      if (!scopeOf(form).contains(target)) return;
      if (isSaveKey(event)) {
        event.preventDefault();
        event.stopPropagation();
        // A typed date or number is taken when its input loses the cursor.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        setTimeout(() => latest.current.onSave?.(), 0);
        return;
      }
      if (!form.contains(target) || event.ctrlKey || event.altKey || event.metaKey) return;
      if (/^\d$/.test(event.key) && inChoiceGroup(target)) {
        event.preventDefault();
        if (typeChoiceCode(target, event.key) && codeAdvances(target)) {
          focusStop(neighbour(form, target, 1));
        }
        return;
      }
      if (event.key !== 'Enter' || keepsEnter(target)) return;
      const direction = event.shiftKey ? -1 : 1;
      const moveOn = () => focusStop(neighbour(form, target, direction));
      if (ownsEnter(target) && !doneChoosingMany(target)) {
        // antd picks the highlighted option (or takes the typed date) first; a list of several
        // choices stays open for the next code until Enter on an empty search.
        if (!picksMany(target)) setTimeout(moveOn, 0);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      moveOn();
    };
    // Capture: before antd opens a closed select on Enter, and before the browser saves.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      placed.current = false;
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [form, ready]);
};
