export * from './printRoutes';
export * from './printReply';
export * from './listPrintRoutes';
