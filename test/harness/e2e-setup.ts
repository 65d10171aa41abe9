import type { TestProject } from 'vitest/node';
import './provided.ts';
import postgres from 'postgres';
import { buildWebIfStale } from '../../scripts/lib/web-build.ts';
import { startInfrastructure, TEMPLATE_DATABASE } from './infrastructure.ts';
import { projectRoot, startApiProcess, startWorkerProcess } from './processes.ts';

const stops: (() => Promise<void>)[] = [];

/** Browser tests: the whole stack as `npm start` runs it, on free ports, with a fresh database. */
export async function setup(project: TestProject) {
  buildWebIfStale(projectRoot, (line) => console.log(line));
  const infra = await startInfrastructure();
  stops.unshift(infra.stop);
  const admin = postgres(infra.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database marketplace_e2e template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const stack = { databaseUrl: infra.urlFor('marketplace_e2e'), temporalAddress: infra.temporalAddress };
  const worker = await startWorkerProcess(stack);
  stops.unshift(worker.stop);
  const api = await startApiProcess(stack);
  stops.unshift(api.stop);
  project.provide('apiBaseUrl', api.url);
  project.provide('databaseUrl', stack.databaseUrl);
  project.provide('temporalAddress', infra.temporalAddress);
}

export async function teardown() {
  for (const stop of stops) await stop().catch(() => undefined);
}
