export * from './queryCodes';
export * from './visitClass';
