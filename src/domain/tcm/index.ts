export * from './constitution';
