export * from './envelope';
export * from './catalogue';
export * from './print';
export * from './audit';
export * from './archives/archiveCodes';
export * from './archives/personalInfoFields';
export * from './archives/profileTypes';
export * from './groupPermissions';
