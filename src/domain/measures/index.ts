export * from './bodyMass';
export * from './plausibility';
