export * from './crowds';
export * from './due';
export * from './fulfilment';
export * from './packageFit';
export * from './period';
export * from './verification';
export * from './charge';
