export * from './formats';
export * from './textSafety';
