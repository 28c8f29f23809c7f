export * from './envelope';
export * from './catalogue';
export * from './print';
export * from './audit';
export * from './archives/personalInfoFields';
export * from './archives/personalInfoRules';
export * from './archives/profileRules';
export * from './archives/profileTypes';
