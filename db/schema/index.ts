export * from './geo.ts';
export * from './accounts.ts';
export * from './sessions.ts';
export * from './operations.ts';
export * from './catalog.ts';
export * from './imports.ts';
