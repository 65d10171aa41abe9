import type { TestProject } from 'vitest/node';
import './provided.ts';
import { ensureDatabase } from '../../scripts/lib/embedded-postgres.ts';
import { startInfrastructure, TEMPLATE_DATABASE } from './infrastructure.ts';
import { TEST_NAMESPACES } from './namespaces.ts';
import { buildWorkflowBundle } from './workflow-bundle.ts';

let stop: (() => Promise<void>) | undefined;

/**
 * Integration tests: PostgreSQL, Temporal and an S3 server for the whole run (a namespace per parallel worker),
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
}

export async function teardown() {
  await stop?.();
}
