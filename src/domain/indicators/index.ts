export * from './chronic';
export * from './contract';
