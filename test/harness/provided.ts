import type { FileTransferServers } from './file-transfer-servers.ts';

/** Values the global setups hand to test files through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseUrl: string;
    templateDatabase: string;
    temporalAddress: string;
    /** The S3-compatible server (gofakes3) of the run: a bucket per file (test/harness/s3.ts). */
    s3Endpoint: string;
    workflowBundlePath: string;
    e2eStacks: { apiBaseUrl: string; databaseUrl: string; namespace: string }[];
    /** The run's FTP, SFTP and silent servers for the FTP primaries check (./file-transfer-servers.ts). */
    fileTransferServers: FileTransferServers;
  }
}
export {};
