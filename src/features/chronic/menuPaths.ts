/** Where the seeded menu (server/seed/menus.ts) puts the chronic pages. */
export const WORKLIST_PATH = '/chronic/followUpWorklist';
export const INDICATORS_PATH = '/report/chronicIndicators';
