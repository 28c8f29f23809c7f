export * from './assessment';
export * from './findings';
export * from './items';
export * from './screens';
export * from './person';
