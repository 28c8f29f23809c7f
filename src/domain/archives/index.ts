export * from './personalInfo';
export * from './profile';
export * from './quality';
