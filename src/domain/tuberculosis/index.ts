export * from './visit';
export * from './visitPrompts';
