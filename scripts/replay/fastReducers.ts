import { setAutoFreeze } from 'immer';

/**
 * The replay command's process only replays: immer's auto-freeze (a development guard that
 * deep-freezes every new state) costs a third of a 100,000-action replay and guards nothing
 * there. Reducers produce the same states either way. Never imported by the app.
 */
export const disableStateFreezing = (): void => setAutoFreeze(false);
