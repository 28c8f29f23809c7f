import { Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Values = Record<string, unknown>;
type Listener = () => void;

const listeners = new WeakMap<FormInstance, Set<Listener>>();

/**
 * Tells the form's watchers of a user's edit, in the event that made it: called from the form's
 * `onValuesChange` (which antd calls for edits by the user only, after the store took the value).
 */
export const valuesTyped = (form: FormInstance): void => {
  listeners.get(form)?.forEach((listener) => listener());
};

const onTyped = (form: FormInstance, listener: Listener): (() => void) => {
  let set = listeners.get(form);
  if (!set) {
    set = new Set();
    listeners.set(form, set);
  }
  set.add(listener);
  return () => set.delete(listener);
};

/**
 * `Form.useWatch` with a selector that returns text, brought forward to the keystroke. antd tells
 * its watchers in a task after the change (rc-field-form batches them into a MessageChannel
 * task), and a slow PC paints frames of the form's motion in between, so a live prompt showed
 * a few frames after the digit that changed it. An edit by the user is heard here in its own
 * event (`valuesTyped`), so what depends on it renders with the keystroke. Changes made by code
 * (`setFieldsValue`) arrive through `Form.useWatch` as before; its next answer always wins.
 */
export const useWatchNow = (
  form: FormInstance,
  selector: (values: Values) => string,
  {
    withKeystroke = true,
  }: {
    /**
     * false: as `Form.useWatch` alone, for a watcher whose render is the whole dialog (the
     * keystroke's own frame then shows the typed digit first).
     */
    withKeystroke?: boolean;
  } = {},
): string | undefined => {
  const watched = Form.useWatch(selector, form) as string | undefined;
  const [typed, setTyped] = useState<string>();
  // Once the watch answers again, the text typed ahead of it is spent (React's "information
  // from previous renders" pattern: set during render, no effect and no extra commit).
  const [seenWatched, setSeenWatched] = useState(watched);
  if (watched !== seenWatched) {
    setSeenWatched(watched);
    setTyped(undefined);
  }
  const latestSelector = useRef(selector);
  useEffect(() => {
    latestSelector.current = selector;
  });
  useEffect(
    () =>
      withKeystroke
        ? onTyped(form, () => setTyped(latestSelector.current(form.getFieldsValue() as Values)))
        : undefined,
    [form, withKeystroke],
  );
  return typed ?? watched;
};
