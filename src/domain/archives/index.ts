export * from './personalInfo';
export * from './profile';
export * from './quality';
export * from './duplicates';
export * from './closing';
