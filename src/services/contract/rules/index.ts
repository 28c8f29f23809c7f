/**
 * The chronic-disease follow-up rules (classification, next visit, danger signs, plausibility),
 * pure and shared: the follow-up forms, the server's save hooks and the indicators all use them.
 */
export * from './ruleConfig';
export * from './visitClass';
export * from './control';
export * from './classification';
export * from './calendarDays';
export * from './nextVisit';
export * from './dangerSigns';
export * from './plausibility';
export * from './bodyMass';
export * from './followUpAssessment';
export * from './followUpFamilies';
// Rules of the other service areas (issue 13).
export * from './workScore';
export * from './healthCoins';
