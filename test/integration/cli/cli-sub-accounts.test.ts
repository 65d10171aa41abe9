/**
 * `pharmacy sub-accounts add|list` (issue 23, CLI) against a real API process: the master adds a
 * sub-account with the spec's payload and lists it with --json; a taken email exits non-zero with
 * the spec's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { subAccountPayload } from '../sub-accounts/sub-account-fixtures.ts';

// A member cannot make the access token the CLI logs in with (admin-only): its 403 on the
// routes is tested in test/integration/sub-accounts/.
type Who = 'pharmacy';
const EMAILS: Record<Who, string> = { pharmacy: 'pharmacy@example.com' };
let stack: CliStack;
const cli = (as: Who, args: string[], input?: string) => stack.cli(args, { input, config: as });

/** The payload as the command's options. */
function optionsOf(payload: ReturnType<typeof subAccountPayload>): string[] {
  const skip = new Set(['type', 'master_user_id', 'gln_number', 'sgln_number']);
  return Object.entries(payload)
    .filter(([key]) => !skip.has(key))
    .flatMap(([key, value]) => [`--${key.replaceAll('_', '-')}`, String(value)]);
}

beforeAll(async () => {
  stack = await startCliStack('cli-sub-accounts');
  for (const who of Object.keys(EMAILS) as Who[]) {
    const login = await cli(who, ['login', '--email', EMAILS[who]], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(0);
  }
}, 180_000);
afterAll(() => stack?.close());

describe('pharmacy sub-accounts', () => {
  it('adds a sub-account and lists it with --json; the same email again exits non-zero with the spec message', async () => {
    const payload = subAccountPayload();
    const added = await cli('pharmacy', ['sub-accounts', 'add', ...optionsOf(payload), '--json']);
    expect(added.code, added.stderr).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ sub_account: { email: payload.email } });
    const listed = await cli('pharmacy', ['sub-accounts', 'list', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { email: string }[]).map((s) => s.email)).toContain(payload.email);
    const again = await cli('pharmacy', [
      'sub-accounts',
      'add',
      ...optionsOf(subAccountPayload({ email: payload.email })),
    ]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('Sorry, but an account with this email already exists in our system.');
  });
});
