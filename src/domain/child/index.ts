export * from './checkAges';
export * from './developmentScreening';
export * from './maternalChildChecks';
export * from './newbornName';
