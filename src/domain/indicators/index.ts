export * from './chronic';
export * from './contract';
export * from './archiveQuality';
export * from './figures';
export * from './periods';
