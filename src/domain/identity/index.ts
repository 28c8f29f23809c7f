export * from './idCard';
export * from './masking';
export * from './phone';
export * from './identifierFields';
export * from './residentNames';
