export * from './fieldChecks';
export * from './formats';
export * from './recordChecks';
export * from './textSafety';
export * from './tableRows';
