export { openPrint, printLinkFor, followUpPrintPath, PRINTING_FAMILIES } from './model/printLinks';
export { PrintActions } from './components/PrintActions';
export { canPrintSelection, PrintSelectedButton } from './components/PrintSelectedButton';

/** The /print/* page, loaded on navigation (it renders outside the shell). */
export const printPages = {
  print: () => import('./PrintPage'),
};

/** Its RTK Query endpoints, for the replay command (src/app/trace/replayEndpoints.ts). */
export const loadPrintEndpoints = () => import('./printApi');
