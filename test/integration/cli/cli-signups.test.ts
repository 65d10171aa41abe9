/**
 * `pharmacy signups list|show|approve|reject|release` (issue 12, 22, CLI) against a real API process and
 * worker process: support lists and shows a new pharmacy's application with its checks, approves
 * one (approving again exits non-zero with the server's message) and rejects another with a
 * reason, then releases its identifiers (once); a pharmacy is refused.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { demoApi, httpSender } from '../../../scripts/lib/demo-history/api.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { projectNode, projectRoot } from '../../harness/processes.ts';
import { mailedCode, signupFields, signupForm } from '../signup/signup-fixtures.ts';

const TEXAS_ID = 48;
let stack: CliStack;

const cli = (as: 'support' | 'pharmacy', args: string[]) => stack.cli(args, { config: as });

async function json<T>(args: string[]): Promise<T> {
  const result = await cli('support', [...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** A stranger signs a pharmacy up over HTTP, as the page does; answers its name. */
async function signUp(): Promise<string> {
  const name = `CLI Pharmacy ${randomInt(100000, 999999)}`;
  const fields = signupFields(TEXAS_ID, { business_legal_name: name });
  const api = demoApi(httpSender(stack.apiUrl));
  const { application_token } = await api.submitPublicForm<{ application_token: string }>(
    '/api/v1/users/signup/pharmacy',
    signupForm(fields),
  );
  // Support sees it once the applicant entered the code mailed to it (issue 22).
  await api.postPublic('/api/v1/signup/application/verify_email', {
    application_token,
    code: await mailedCode(stack.database.db, fields.email),
  });
  return name;
}

type Review = { id: string; business_legal_name: string; status: string };

async function reviewNamed(name: string): Promise<Review> {
  const list = await json<{ data: Review[] }>(['signups', 'list']);
  return list.data.find((r) => r.business_legal_name === name)!;
}

beforeAll(async () => {
  stack = await startCliStack('cli-signups');
  for (const [who, email] of [
    ['support', 'support@example.com'],
    ['pharmacy', 'pharmacy@example.com'],
  ] as const) {
    const login = await stack.cli(['login', '--email', email], { input: `${DEMO_PASSWORD}\n`, config: who });
    expect(login.code, login.stderr).toBe(0);
  }
}, 180_000);
afterAll(() => stack?.close());

describe('pharmacy signups', () => {
  it('lists, shows, approves (once), rejects and releases applications', async () => {
    const first = await reviewNamed(await signUp());
    expect(first.status).toBe('pending');
    const shown = await cli('support', ['signups', 'show', first.id]);
    expect(shown.stdout).toContain('[warn] TX licence');
    const approved = await cli('support', ['signups', 'approve', first.id, '--yes']);
    expect(approved.stdout).toContain('The pharmacy account was approved.');
    const again = await cli('support', ['signups', 'approve', first.id, '--yes']);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('This application has already been decided.');
    const second = await reviewNamed(await signUp());
    const rejected = await cli('support', [
      'signups',
      'reject',
      second.id,
      '--reason',
      'Licence not found',
      '--yes',
    ]);
    expect(rejected.stdout).toContain('The pharmacy account was rejected.');
    expect((await reviewNamed(second.business_legal_name)).status).toBe('rejected');
    const released = await cli('support', ['signups', 'release', second.id, '--yes']);
    expect(released.stdout).toContain('The application’s identifiers were released.');
    const twice = await cli('support', ['signups', 'release', second.id, '--yes']);
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain('This application’s identifiers were already released.');
  });

  it('reads a signup’s email code from the sandbox mailbox (`pharmacy dev mailbox`, issue 22)', async () => {
    const fields = signupFields(TEXAS_ID);
    await demoApi(httpSender(stack.apiUrl)).submitPublicForm(
      '/api/v1/users/signup/pharmacy',
      signupForm(fields),
    );
    const code = await mailedCode(stack.database.db, fields.email);
    const mailbox = spawnSync(projectNode, ['cli/index.ts', 'dev', 'mailbox', '--to', fields.email], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: stack.database.url },
    });
    expect(mailbox.status, mailbox.stderr).toBe(0);
    expect(mailbox.stdout).toContain('Your pharmacy signup code');
    expect(mailbox.stdout).toContain(code);
  });

  it('refuses a pharmacy', async () => {
    const refused = await cli('pharmacy', ['signups', 'list']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('You do not have access to this page.');
  });
});
