/**
 * The chronic-disease follow-up rules (classification, next visit, danger signs, plausibility)
 * and the health-education activity rules, pure and shared: the forms, the server's save hooks
 * and the indicators all use them.
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
export * from './educationActivity';
