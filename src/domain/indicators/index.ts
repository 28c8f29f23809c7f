export * from './chronic';
export * from './contract';
export * from './archiveQuality';
