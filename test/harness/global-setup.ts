import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided.ts';
import { ensureDatabase } from '../../scripts/lib/embedded-postgres.ts';
import { startInfrastructure, TEMPLATE_DATABASE } from './infrastructure.ts';
import { TEST_NAMESPACES } from './namespaces.ts';
import { buildWorkflowBundle } from './workflow-bundle.ts';
import { startFileTransferServers } from './file-transfer-servers.ts';

let stop: (() => Promise<void>) | undefined;
let stopFileTransfer: (() => Promise<void>) | undefined;

/**
 * Integration tests: PostgreSQL, Temporal, an S3 server and the FTP/SFTP servers for the whole run (a namespace per parallel worker),
 * and the workflow bundle built once; each file makes its own database and task queue.
 */
export async function setup(project: TestProject) {
  const infra = await startInfrastructure({ namespaces: TEST_NAMESPACES });
  stop = infra.stop;
  project.provide('workflowBundlePath', await buildWorkflowBundle(infra.dataRoot));
  await ensureDatabase(infra.adminUrl, 'marketplace_shared');
  project.provide('adminDatabaseUrl', infra.adminUrl);
  project.provide('databaseUrl', infra.appUrlFor('marketplace_shared'));
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('temporalAddress', infra.temporalAddress);
  project.provide('s3Endpoint', infra.s3Endpoint);
  const fileTransfer = await startFileTransferServers(join(infra.dataRoot, 'file-transfer'));
  stopFileTransfer = fileTransfer.stop;
  project.provide('fileTransferServers', fileTransfer.servers);
}

export async function teardown() {
  await stopFileTransfer?.();
  await stop?.();
}
