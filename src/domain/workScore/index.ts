export * from './score';
export * from './figureScore';
export * from './assessment';
