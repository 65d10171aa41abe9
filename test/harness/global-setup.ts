import type { TestProject } from 'vitest/node';
import './provided.ts';
import { ensureDatabase } from '../../scripts/lib/embedded-postgres.ts';
import { startInfrastructure, TEMPLATE_DATABASE } from './infrastructure.ts';

let stop: (() => Promise<void>) | undefined;

/** Integration tests: PostgreSQL and Temporal for the whole run; each file makes its own database. */
export async function setup(project: TestProject) {
  const infra = await startInfrastructure();
  stop = infra.stop;
  await ensureDatabase(infra.adminUrl, 'marketplace_shared');
  project.provide('adminDatabaseUrl', infra.adminUrl);
  project.provide('databaseUrl', infra.urlFor('marketplace_shared'));
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('temporalAddress', infra.temporalAddress);
}

export async function teardown() {
  await stop?.();
}
