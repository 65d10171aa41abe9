/**
 * Builds the workflow bundle once, at image build (Dockerfile), so workers load it instead of
 * bundling workflows/ at every start: `node scripts/build-workflow-bundle.ts [out]`
 * (default dist/workflow-bundle.js). The worker reads the path from WORKFLOW_BUNDLE. Beside it, the
 * same code with the tracing interceptors (`*.traced.js`), which a worker with tracing on loads.
 */
import { resolve } from 'node:path';
import { workflowTracingModule } from '../worker/tracing.ts';
import { tracedBundlePath, writeWorkflowBundle } from '../worker/workflow-bundle.ts';

const out = resolve(process.argv[2] ?? 'dist/workflow-bundle.js');
const started = Date.now();
const bytes = await writeWorkflowBundle(out);
const traced = tracedBundlePath(out);
await writeWorkflowBundle(traced, [workflowTracingModule]);
console.log(
  `workflow bundle: ${out} (${Math.round(bytes / 1024)} KB in ${Date.now() - started} ms), traced: ${traced}`,
);
