/**
 * `npm test`: typecheck, lint, format check, then the unit, integration and browser tests, each on real parts.
 * Installs what the machine lacks first (Chromium, a compose client, the Temporal CLI, gofakes3), and ends
 * with one summary line counting every test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureComposeClient } from './lib/system-tools.ts';
import { findS3Server } from './lib/s3-server.ts';
import { findTemporalCli } from './lib/temporal-cli.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const suiteStarted = Date.now();
const say = (line: string) => console.log(`[test] ${line}`);
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

ensureChromium(say);
ensureComposeClient(say);
const temporalCli = await findTemporalCli({ toolsDir: '.tools', log: say });
if (!temporalCli)
  throw new Error(
    'The tests need the Temporal CLI: install Go (it is built with go install) or set TEMPORAL_CLI.',
  );
const s3Server = await findS3Server({ toolsDir: '.tools', log: say });
if (!s3Server)
  throw new Error(
    'The tests need gofakes3 (an S3 server): install Go (it is built with go install) or set GOFAKES3.',
  );
const env = { ...process.env, TEMPORAL_CLI: temporalCli, GOFAKES3: s3Server, CI: process.env.CI ?? '' };

const failures: string[] = [];
let passed = 0;
let failed = 0;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function step(name: string, command: string, args: string[]) {
  say(`${name}: ${[command.replace(root, ''), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failures.push(name);
  say(`${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
}

/** A check whose output is held until it ends, so checks can run side by side without mixing lines. */
function quietStep(name: string, command: string, args: string[]): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => {
      if (code !== 0) {
        failures.push(name);
        process.stdout.write(output);
      }
      say(`${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
      resolve();
    });
  });
}

/** Runs each lane's checks in order, the lanes side by side (two cores: two lanes). */
async function lanes(...groups: [string, string, string[]][][]) {
  await Promise.all(
    groups.map(async (group) => {
      for (const [name, command, args] of group) await quietStep(name, command, args);
    }),
  );
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
say('static checks: typecheck, lint, import cycles and format, in two lanes');
await lanes(
  [
    ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['format', bin('prettier'), ['--check', '.']],
  ],
  [
    ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ['typecheck web', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']],
    ['import cycles', 'npm', ['run', '--silent', 'cycles']],
  ],
);
vitestProject('unit');
vitestProject('integration');
vitestProject('e2e');

console.log('');
say(`npm test took ${seconds(suiteStarted)}`);
if (failures.length > 0) say(`Failed steps: ${failures.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
