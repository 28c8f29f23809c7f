export * from './selfCare';
