export * from './chronic';
