import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided.ts';
import postgres from 'postgres';
import { buildWebIfStale } from '../../scripts/lib/web-build.ts';
import type { E2eStack } from './e2e-stack.ts';
import { E2E_STACKS } from './namespaces.ts';
import { startInfrastructure, TEMPLATE_DATABASE } from './infrastructure.ts';
import { projectRoot, startApiProcess, startWorkerProcess } from './processes.ts';
import { buildWorkflowBundle } from './workflow-bundle.ts';
import { startFileTransferServers } from './file-transfer-servers.ts';

const stops: (() => Promise<void>)[] = [];

/**
 * Browser tests: E2E_STACKS whole stacks as `npm start` runs them (test/harness/e2e-stack.ts), on
 * free ports, each with a fresh database and a namespace of its own.
 */
export async function setup(project: TestProject) {
  buildWebIfStale(projectRoot, (line) => console.log(line));
  const namespaces = Array.from({ length: E2E_STACKS }, (_, i) => `e2e-${i + 1}`);
  const infra = await startInfrastructure({ namespaces });
  stops.unshift(infra.stop);
  const workflowBundle = await buildWorkflowBundle(infra.dataRoot);
  // The FTP primaries page dials these; only their exact address:port pairs are allow-listed.
  const fileTransfer = await startFileTransferServers(join(infra.dataRoot, 'file-transfer'));
  stops.unshift(fileTransfer.stop);
  const admin = postgres(infra.adminUrl, { max: 1, onnotice: () => {} });
  const stacks: E2eStack[] = [];
  try {
    for (const [i, namespace] of namespaces.entries()) {
      const database = `marketplace_e2e_${i + 1}`;
      await admin.unsafe(`create database ${database} template ${TEMPLATE_DATABASE}`);
      const stack = {
        databaseUrl: infra.appUrlFor(database),
        databaseOwnerUrl: infra.urlFor(database),
        temporalAddress: infra.temporalAddress,
        namespace,
        workflowBundle,
      };
      const worker = await startWorkerProcess(stack);
      stops.unshift(worker.stop);
      const api = await startApiProcess(stack, 'api', {
        PRIMARIES_ALLOWED_ADDRESSES: fileTransfer.servers.allowList,
      });
      stops.unshift(api.stop);
      stacks.push({ apiBaseUrl: api.url, databaseUrl: stack.databaseUrl, namespace });
    }
  } finally {
    await admin.end();
  }
  project.provide('e2eStacks', stacks);
  project.provide('fileTransferServers', fileTransfer.servers);
  project.provide('temporalAddress', infra.temporalAddress);
}

export async function teardown() {
  for (const stop of stops) await stop().catch(() => undefined);
}
