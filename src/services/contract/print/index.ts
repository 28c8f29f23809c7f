export * from './printRoutes';
export * from './printReply';
