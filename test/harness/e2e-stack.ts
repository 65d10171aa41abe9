/**
 * The browser tests run on E2E_STACKS whole stacks at once (default 2): each an API process, a
 * worker process and a database of its own on one PostgreSQL server, in a Temporal namespace of
 * its own on one dev server. A file runs on the stack of its vitest worker; the files of one
 * stack run one after another, as they always did.
 */
import { inject } from 'vitest';
import './provided.ts';

import { workerSlot } from './namespaces.ts';

export type E2eStack = { apiBaseUrl: string; databaseUrl: string; namespace: string };

/** The stack of the vitest worker running this file. */
export function e2eStack(): E2eStack {
  const stacks = inject('e2eStacks');
  return stacks[workerSlot(stacks.length)]!;
}
