/**
 * Integration files run several at a time (INTEGRATION_WORKERS, default 4). Each vitest worker
 * has a Temporal namespace of its own on the one dev server, so two files that start the same
 * business key (every file's database is a copy of one seeded template) never meet; each file
 * also has its own database and task queue.
 */
export const INTEGRATION_WORKERS = Math.max(1, Number(process.env.INTEGRATION_WORKERS ?? 4) || 4);

/** How many whole stacks the browser tests run on at once (test/harness/e2e-stack.ts). */
export const E2E_STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? 2) || 2);

export const TEST_NAMESPACES = Array.from({ length: INTEGRATION_WORKERS }, (_, i) => `test-${i + 1}`);

/** Which of `count` slots the vitest worker running this file holds (VITEST_POOL_ID counts from 1). */
export function workerSlot(count: number): number {
  return (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % count;
}

/** The namespace of the vitest worker running this file. */
export function testNamespace(): string {
  return TEST_NAMESPACES[workerSlot(TEST_NAMESPACES.length)]!;
}
