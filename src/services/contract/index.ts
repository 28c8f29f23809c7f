export * from './envelope';
export * from './catalogue';
export * from './print';
export * from './audit';
