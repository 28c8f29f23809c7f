export * from './conditionFields';
export * from './translate';
