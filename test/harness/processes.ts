import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startChild, stopChild } from '../../scripts/lib/children.ts';
import { freePort, waitForPort } from '../../scripts/lib/free-port.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const projectNode = `${projectRoot}node_modules/.bin/node`;

export type StackEnv = {
  /** As the application role; the owner's URL where a process migrates or seeds (none here). */
  databaseUrl: string;
  databaseOwnerUrl?: string;
  temporalAddress: string;
  taskQueue?: string;
  namespace?: string;
  /** A prebuilt workflow bundle the worker loads instead of bundling (the tests build one per run). */
  workflowBundle?: string;
};

function envFor(stack: StackEnv, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: stack.databaseUrl,
    ...(stack.databaseOwnerUrl ? { DATABASE_OWNER_URL: stack.databaseOwnerUrl } : {}),
    TEMPORAL_ADDRESS: stack.temporalAddress,
    TEMPORAL_TASK_QUEUE: stack.taskQueue ?? 'marketplace',
    ...(stack.namespace ? { TEMPORAL_NAMESPACE: stack.namespace } : {}),
    ...(stack.workflowBundle ? { WORKFLOW_BUNDLE: stack.workflowBundle } : {}),
    // Browser tests watch a shipment go from shipped to delivered in seconds.
    SANDBOX_CARRIER_STEP_SECONDS: '2',
    TRACKING_POLL_SECONDS: '0.5',
    // Browser tests watch an offer left alone expire, with time enough to counter and accept.
    OFFER_EXPIRY_SECONDS: '45',
    ...extra,
  };
}

/** Starts an API process on a free port and resolves once it listens. */
export async function startApiProcess(
  stack: StackEnv,
  name = 'api',
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = startChild(name, projectNode, ['api/main.ts'], {
    ...envFor(stack, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGINS: `${origin},http://localhost:${port}`,
      ...extraEnv,
    }),
  });
  await waitForPort(port);
  return { url: origin, process: child, stop: () => stopChild(child) };
}

/** Starts a worker process and resolves once it reports ready. */
export async function startWorkerProcess(
  stack: StackEnv,
  extraEnv: Record<string, string> = {},
): Promise<{ process: ChildProcess; stop: () => Promise<void> }> {
  // At info level the worker announces 'worker running' once it polls.
  const child = startChild(
    'worker',
    projectNode,
    ['worker/main.ts'],
    envFor(stack, { LOG_LEVEL: 'info', ...extraEnv }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('worker did not start in 120 s')), 120_000);
    const onData = (data: Buffer) => {
      if (data.toString().includes('worker running')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  return { process: child, stop: () => stopChild(child) };
}
