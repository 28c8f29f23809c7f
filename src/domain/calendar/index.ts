export * from './dates';
export * from './zone';
