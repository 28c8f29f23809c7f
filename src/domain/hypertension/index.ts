export * from './classification';
export * from './control';
export * from './defaults';
export * from './programme';
