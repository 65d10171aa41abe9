/** The operator CLI against a real API process: login stores a token, whoami and workflows use it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestDatabase } from '../harness/database.ts';
import { projectNode, projectRoot, startApiProcess } from '../harness/processes.ts';

let api: Awaited<ReturnType<typeof startApiProcess>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const configDir = mkdtempSync(join(tmpdir(), 'pharmacy-cli-'));

function cli(args: string[], input = '') {
  const result = spawnSync(projectNode, ['cli/index.ts', '--api', api.url, ...args], {
    cwd: projectRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, MARKETPLACE_CONFIG_DIR: configDir },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiProcess({ databaseUrl: database.url, temporalAddress: inject('temporalAddress') });
});
afterAll(async () => {
  await api.stop();
  await database.drop();
  rmSync(configDir, { recursive: true, force: true });
});

describe('pharmacy CLI', () => {
  it('refuses a wrong password with the server message and a non-zero exit', () => {
    const result = cli(['login', '--email', 'support@example.com'], 'Not-The-Password-1!\n');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Invalid email or password.');
  });

  it('logs in, stores the token with mode 0600, and answers whoami', () => {
    const login = cli(['login', '--email', 'support@example.com', '--json'], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(0);
    const stored = JSON.parse(login.stdout) as { credentials: string };
    expect(statSync(stored.credentials).mode & 0o777).toBe(0o600);
    const whoami = cli(['whoami', '--json']);
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      user: { email: 'support@example.com' },
      account: { kind: 'support' },
    });
  });

  it('lists workflows and refuses to cancel without --yes when not interactive', () => {
    const list = cli(['workflows', 'list', '--json']);
    expect(list.code, list.stderr).toBe(0);
    expect(Array.isArray(JSON.parse(list.stdout))).toBe(true);
    const cancel = cli(['workflows', 'cancel', 'some-workflow']);
    expect(cancel.code).toBe(2);
    expect(cancel.stderr).toContain('--yes');
  });

  it('answers 404 through the CLI for a workflow that does not exist', () => {
    const result = cli(['workflows', 'describe', 'no-such-workflow']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Workflow not found');
  });

  it('logs out by revoking the token', () => {
    const logout = cli(['logout']);
    expect(logout.code, logout.stderr + logout.stdout).toBe(0);
    const whoami = cli(['whoami']);
    expect(whoami.code).not.toBe(0);
  });
});
