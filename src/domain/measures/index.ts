export * from './bodyMass';
export * from './plausibility';
export * from './glucose';
