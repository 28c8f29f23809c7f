export * from './personalInfo';
export * from './profile';
