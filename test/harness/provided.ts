/** Values the global setups hand to test files through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseUrl: string;
    templateDatabase: string;
    temporalAddress: string;
    workflowBundlePath: string;
    e2eStacks: { apiBaseUrl: string; databaseUrl: string; namespace: string }[];
  }
}
export {};
