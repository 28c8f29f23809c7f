export * from './formats';
