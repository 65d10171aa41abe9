/**
 * The API and the worker processes under NODE_ENV=production (issue 22): with the local sandboxes
 * wired in they refuse to start, naming each, before opening a port or a Temporal connection;
 * with ALLOW_SANDBOXES_IN_PRODUCTION=true they start and warn (the API is stopped once it listens).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectNode, projectRoot } from '../../harness/processes.ts';

const REFUSAL =
  'Refusing to start in production with sandboxes wired in: card processor, bank, carrier, NCPDP directory, mailbox, embedded credential key (set CREDENTIAL_KEYS).';

/** Runs an entry point until it exits, or until `stopWhen` appears in its output (then SIGTERM). */
function run(entry: string, env: Record<string, string>, stopWhen?: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(projectNode, [entry], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Nothing listens here: the guard must decide before anything connects.
        DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none',
        TEMPORAL_ADDRESS: '127.0.0.1:9',
        PORT: '0',
        HOST: '127.0.0.1',
        ...env,
      },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (stopWhen && output.includes(stopWhen)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the sandbox guard at start (issue 22)', () => {
  it('stops the API and the worker in production, naming every sandbox', async () => {
    for (const entry of ['api/main.ts', 'worker/main.ts']) {
      const { code, output } = await run(entry, {});
      expect(code, output).toBe(1);
      expect(output).toContain(REFUSAL);
      expect(output).not.toMatch(/listening|worker running/);
    }
  });

  it('names the e-signature test mode too', async () => {
    const { code, output } = await run('api/main.ts', { ESIGN_TEST_MODE: 'true' });
    expect(code).toBe(1);
    expect(output).toContain(
      'NCPDP directory, mailbox, e-signature test mode, embedded credential key (set CREDENTIAL_KEYS).',
    );
  });

  it('lets the API start with a warning when ALLOW_SANDBOXES_IN_PRODUCTION=true', async () => {
    const { output } = await run('api/main.ts', { ALLOW_SANDBOXES_IN_PRODUCTION: 'true' }, 'api listening');
    expect(output).toContain(
      'Running in production with sandboxes, as ALLOW_SANDBOXES_IN_PRODUCTION=true allows',
    );
    expect(output).toContain('api listening');
    expect(output).not.toContain(REFUSAL);
  });
});
