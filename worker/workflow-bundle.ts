/**
 * The workflow code as one file, built ahead: the image builds it once (scripts/build-workflow-bundle.ts)
 * and the test run once (test/harness/global-setup.ts), so a worker that is given the file starts
 * without bundling (seconds of CPU and a few hundred MB at every start otherwise).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, type WorkflowBundleOption } from '@temporalio/worker';

export const workflowsPath = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

/** Bundled into every bundle, traced or not: hands the request id on to activities (issue 22). */
export const requestIdModule = fileURLToPath(
  new URL('../workflows/shared/request-id-interceptors.ts', import.meta.url),
);

const quiet = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} };

/**
 * Every bundle is made with these options. Whatever must be inside the workflow sandbox (workflow
 * interceptor modules, a payload converter) goes here: Worker.create cannot add it to a bundle
 * that is already built.
 */
const BUNDLE_OPTIONS = { workflowsPath, logger: quiet };

/** The interceptor modules of every bundle, then those given (tracing's, while it is on). */
function optionsWith(interceptorModules: string[]) {
  return { ...BUNDLE_OPTIONS, workflowInterceptorModules: [requestIdModule, ...interceptorModules] };
}

/**
 * Bundles workflows/ in memory (a worker started without a prebuilt bundle: `npm start`), with the
 * workflow interceptor modules given (tracing's, while it is on).
 */
export async function bundleWorkflows(interceptorModules: string[] = []): Promise<WorkflowBundleOption> {
  return { code: (await bundleWorkflowCode(optionsWith(interceptorModules))).code };
}

/**
 * Bundles workflows/ and writes the bundle to `path` (its folder made if missing), with the workflow
 * interceptor modules given; answers its size.
 */
export async function writeWorkflowBundle(path: string, interceptorModules: string[] = []): Promise<number> {
  const { code } = await bundleWorkflowCode(optionsWith(interceptorModules));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, code);
  return Buffer.byteLength(code);
}

/**
 * Where the traced twin of a prebuilt bundle lives: the image builds both, and a worker with tracing
 * on loads the twin, whose workflow tasks carry spans (a bundle cannot take interceptors later).
 */
export function tracedBundlePath(path: string): string {
  return path.replace(/(\.js)?$/, '.traced.js');
}

/**
 * The prebuilt bundle the environment names (WORKFLOW_BUNDLE), or none: the worker then bundles
 * workflows/ at start (`npm start`). A named file that is missing is a broken image, not a reason
 * to bundle quietly in production, so the worker refuses to start.
 */
export function workflowBundleAt(
  path: string | undefined,
  options: { traced?: boolean } = {},
): WorkflowBundleOption | undefined {
  if (path === undefined) return undefined;
  if (options.traced && existsSync(tracedBundlePath(path))) return { codePath: tracedBundlePath(path) };
  if (!existsSync(path))
    throw new Error(
      `WORKFLOW_BUNDLE names ${path}, which does not exist (scripts/build-workflow-bundle.ts builds it)`,
    );
  return { codePath: path };
}
