/**
 * The workflow code, bundled once per run by the global setup (bundling takes seconds on this
 * machine, and thirty-odd files used to do it each); workers in tests load it from the file.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleWorkflowCode, type WorkflowBundleOption } from '@temporalio/worker';
import { inject } from 'vitest';
import { workflowsPath } from '../../worker/create-worker.ts';
import './provided.ts';

const quiet = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} };

/** Bundles workflows/ into `dir` and answers the file's path (global setup). */
export async function buildWorkflowBundle(dir: string): Promise<string> {
  const { code } = await bundleWorkflowCode({ workflowsPath, logger: quiet });
  const path = join(dir, 'workflow-bundle.js');
  await writeFile(path, code);
  return path;
}

/** The run's bundle, for Worker.create and the replayer. */
export function prebuiltWorkflowBundle(): WorkflowBundleOption {
  return { codePath: inject('workflowBundlePath') };
}
