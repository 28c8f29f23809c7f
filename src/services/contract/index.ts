export * from './envelope';
export * from './catalogue';
export * from './archives/personalInfoFields';
export * from './archives/personalInfoRules';
export * from './archives/profileRules';
export * from './archives/profileTypes';
