export * from './personalInfo';
export * from './profile';
export * from './quality';
export * from './closing';
