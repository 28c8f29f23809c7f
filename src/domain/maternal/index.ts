export * from './gestation';
