export * from './rules';
export * from './deploymentRules';
