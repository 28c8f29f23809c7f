/**
 * The chronic-disease follow-up rules (classification, next visit, danger signs, plausibility)
 * and the health-education activity rules, pure and shared: the forms, the server's save hooks
 * and the indicators all use them.
 */
export * from './ruleConfig';
export * from './visitClass';
export * from './control';
export * from './classification';
export * from './diseaseClassification';
export * from './calendarDays';
export * from './nextVisit';
export * from './dangerSigns';
export * from './plausibility';
export * from './bodyMass';
export * from './followUpAssessment';
export * from './followUpFamilies';
export * from './visitDateChecks';
export * from './mentalVisit';
export * from './tuberculosisVisit';
export * from './mentalTuberculosisFamilies';
// Elderly health (national forms §10 and §11): the self-care total and band, the TCM constitutions.
export * from './selfCare';
export * from './tcmConstitution';
/* The maternal and child forms (新生儿家庭访视, 1～8月龄儿童健康检查, 第1次产前检查). */
export * from './expectedDelivery';
export * from './childCheckAges';
export * from './developmentScreening';
export * from './newbornName';
export * from './maternalChildChecks';
export * from './educationActivity';
// Rules of the other service areas (issue 13).
export * from './workScore';
export * from './healthCoins';
// 两病管理: the combined hypertension and diabetes assessment.
export * from './twoDiseaseAssessment';
