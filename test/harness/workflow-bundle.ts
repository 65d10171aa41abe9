/**
 * The workflow code, bundled once per run by the global setup (bundling takes seconds on this
 * machine, and thirty-odd files used to do it each); workers in tests load it from the file.
 */
import { join } from 'node:path';
import type { WorkflowBundleOption } from '@temporalio/worker';
import { inject } from 'vitest';
import { writeWorkflowBundle } from '../../worker/workflow-bundle.ts';
import './provided.ts';

/** Bundles workflows/ into `dir` and answers the file's path (global setup). */
export async function buildWorkflowBundle(dir: string): Promise<string> {
  const path = join(dir, 'workflow-bundle.js');
  await writeWorkflowBundle(path);
  return path;
}

/** The run's bundle, for Worker.create and the replayer. */
export function prebuiltWorkflowBundle(): WorkflowBundleOption {
  return { codePath: inject('workflowBundlePath') };
}
