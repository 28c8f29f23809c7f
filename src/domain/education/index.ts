export * from './activity';
