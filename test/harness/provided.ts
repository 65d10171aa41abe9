/** Values the global setups hand to test files through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseUrl: string;
    templateDatabase: string;
    temporalAddress: string;
    apiBaseUrl: string;
  }
}
export {};
