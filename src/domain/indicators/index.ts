export * from './chronic';
export * from './contract';
export * from './figures';
export * from './periods';
