export * from './conditionFields';
export * from './translate';
export * from './describe';
export * from './queryText';
