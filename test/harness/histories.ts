/**
 * Golden workflow histories (DESIGN §5): with RECORD_HISTORIES=1, a test that ran a workflow to
 * completion writes its history to test/histories/<name>.json, once. Committed files are replayed
 * by test/integration/workflows.test.ts and never regenerated.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findTemporalCli } from '../../scripts/lib/temporal-cli.ts';
import { testNamespace } from './namespaces.ts';
import { projectRoot } from './processes.ts';

export const HISTORIES_DIR = join(projectRoot, 'test/histories');

export async function recordHistoryIfAsked(
  name: string,
  workflowId: string,
  temporalAddress: string,
): Promise<void> {
  const file = join(HISTORIES_DIR, `${name}.json`);
  if (process.env.RECORD_HISTORIES !== '1' || existsSync(file)) return;
  // The CLI's JSON is the format replay expects (notes/temporal.md §4.4).
  const cli = await findTemporalCli({ toolsDir: '.tools', log: () => {} });
  if (!cli) throw new Error('recording histories needs the Temporal CLI');
  const args = [
    'workflow',
    'show',
    '--workflow-id',
    workflowId,
    '--output',
    'json',
    '--address',
    temporalAddress,
    '--namespace',
    testNamespace(),
  ];
  writeFileSync(file, execFileSync(cli, args, { encoding: 'utf8' }));
}
