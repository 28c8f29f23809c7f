export * from './archiveChecks';
export * from './pastHistory';
export * from './rules';
