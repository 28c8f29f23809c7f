export * from './fieldChecks';
export * from './formats';
export * from './textSafety';
export * from './tableRows';
