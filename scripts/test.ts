/**
 * `npm test`: typecheck, lint, format check, then the unit, integration and browser tests, each on real parts.
 * Installs what the machine lacks first (Chromium, a compose client, the Temporal CLI), and ends
 * with one summary line counting every test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureComposeClient } from './lib/system-tools.ts';
import { findTemporalCli } from './lib/temporal-cli.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const say = (line: string) => console.log(`[test] ${line}`);
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

ensureChromium(say);
ensureComposeClient(say);
const temporalCli = await findTemporalCli({ toolsDir: '.tools', log: say });
if (!temporalCli)
  throw new Error(
    'The tests need the Temporal CLI: install Go (it is built with go install) or set TEMPORAL_CLI.',
  );
const env = { ...process.env, TEMPORAL_CLI: temporalCli, CI: process.env.CI ?? '' };

const failures: string[] = [];
let passed = 0;
let failed = 0;

function step(name: string, command: string, args: string[]) {
  say(`${name}: ${[command.replace(root, ''), ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failures.push(name);
}

function vitestProject(project: string) {
  const report = `test-results/vitest-${project}.json`;
  step(`${project} tests`, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  try {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
  } catch {
    failed += 1;
  }
}

mkdirSync('test-results', { recursive: true });
step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('typecheck web', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']);
step('lint', bin('eslint'), ['--max-warnings', '0', '.']);
step('import cycles', 'npm', ['run', '--silent', 'cycles']);
step('format', bin('prettier'), ['--check', '.']);
vitestProject('unit');
vitestProject('integration');
vitestProject('e2e');

console.log('');
if (failures.length > 0) say(`Failed steps: ${failures.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
