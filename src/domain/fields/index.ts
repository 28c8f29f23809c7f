export * from './fieldChecks';
export * from './formats';
export * from './textSafety';
