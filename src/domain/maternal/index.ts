export * from './gestation';
export * from './antenatalVisits';
export * from './maternalAssessment';
export * from './maternalFindings';
export * from './prenatalFollowUp';
export * from './postpartumChecks';
export * from './maternalForms';
