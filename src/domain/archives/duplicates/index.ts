export * from './rules';
export * from './deploymentRules';
export * from './mergeUndo';
