export * from './geo.ts';
export * from './accounts.ts';
export * from './sessions.ts';
export * from './operations.ts';
