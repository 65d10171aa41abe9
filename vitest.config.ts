import { defineConfig } from 'vitest/config';
import { E2E_STACKS, INTEGRATION_WORKERS } from './test/harness/namespaces.ts';

/**
 * Three projects: `unit` (pure code, tests beside it), `integration` (real PostgreSQL and a real
 * Temporal dev server, started once by the global setup) and `e2e` (the whole stack in processes,
 * driven through Debian's Chromium).
 */
export default defineConfig({
  test: {
    // A forgotten `.only` would silently skip the rest of a file: it fails the run instead.
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{domain,api,cli,platform,activities,services,workflows,db,scripts}/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // Files share their worker's module cache (docs/decisions.md "Test files share a process"):
          // 41 s → 9 s here, import having been 63% of the time.
          isolate: false,
          sequence: { groupOrder: 0 },
          // Pure tests, but CI runs them on a busy 2-core machine: the 5 s default failed a run once
          // (2026-11-26) on a test that takes 1.4 s here. A hang still ends the run.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/harness/global-setup.ts'],
          pool: 'forks',
          // Files wait on Temporal and PostgreSQL far more than they compute: several at once, each
          // on its own database, task queue and namespace (test/harness/namespaces.ts).
          maxWorkers: INTEGRATION_WORKERS,
          // A worker's files share its module cache: each file imported the whole API and worker
          // again (a third of the run). A file that changes process state puts it back.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/harness/e2e-setup.ts'],
          pool: 'forks',
          // One file at a time on each stack, the stacks side by side (test/harness/e2e-stack.ts).
          maxWorkers: E2E_STACKS,
          sequence: { groupOrder: 2 },
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // A page's state arrives through the browser and the API: 1 s (the default) is too short
          // for a busy machine; a poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
