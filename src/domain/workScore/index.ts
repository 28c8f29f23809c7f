export * from './score';
export * from './figureScore';
