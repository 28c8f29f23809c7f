export * from './coins';
