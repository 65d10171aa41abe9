/**
 * The first users of a production database (issue 22): `pharmacy admin create-support` and
 * `pharmacy suppliers invite` run against DATABASE_URL, print a one-time link built from APP_URL,
 * and the link sets a password through `POST /api/v1/password/set` once, within 72 hours, under the
 * spec's password rules (pharmacy-side §5); then the CLI logs in with it. Duplicates and bad flags
 * get clear errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_MESSAGES } from '../../../domain/identity/password-links.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';

const APP_URL = 'https://market.example.test';
const PASSWORD = 'Fresh-Start-2026!';
let stack: CliStack;

type Provisioned = {
  account_id: string;
  account_name: string;
  user_id: string;
  email: string;
  password_link: string;
  password_link_expires_at: string;
};

/** `pharmacy <args>` on the server host: DATABASE_URL and APP_URL, no login. */
const onHost = (args: string[], config = 'host') =>
  stack.cli(args, { config, env: { DATABASE_URL: stack.database.url, APP_URL } });

async function provisioned(args: string[]): Promise<Provisioned> {
  const result = await onHost([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Provisioned;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** The set-password page's call, as the browser makes it. */
async function setPassword(token: string, password = PASSWORD, confirmation = password) {
  const response = await fetch(`${stack.apiUrl}/api/v1/password/set`, {
    method: 'POST',
    headers: { authorization: 'Web', 'content-type': 'application/json' },
    body: JSON.stringify({ token, password, password_confirmation: confirmation }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const logIn = (email: string, password: string, config: string) =>
  stack.cli(['login', '--email', email], { input: `${password}\n`, config });

beforeAll(async () => {
  stack = await startCliStack('cli-first-users');
}, 180_000);
afterAll(() => stack?.close());

describe('pharmacy admin create-support', () => {
  it('creates a support user whose one-time link sets the password once, then logs in', async () => {
    const created = await provisioned([
      'admin',
      'create-support',
      '--email',
      ' Ada.Support@Example.com ',
      '--first-name',
      'Ada',
      '--last-name',
      'Byron',
    ]);
    expect(created.email).toBe('ada.support@example.com');
    expect(created.password_link).toMatch(/^https:\/\/market\.example\.test\/set-password\?token=[\w-]{43}$/);
    const hoursValid = (Date.parse(created.password_link_expires_at) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(71.9);
    expect(hoursValid).toBeLessThanOrEqual(72);
    // Only the token's digest is stored.
    const [row] = await stack.database.sql<{ token_hash: string }[]>`
      select token_hash from password_links where user_id = ${created.user_id}`;
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(tokenOf(created.password_link));

    expect((await logIn(created.email, PASSWORD, 'ada')).code).not.toBe(0);
    const weak = await setPassword(tokenOf(created.password_link), 'password');
    expect(weak).toMatchObject({ status: 422, body: { code: 'PASSWORD_INVALID' } });
    const mismatch = await setPassword(tokenOf(created.password_link), PASSWORD, 'Other-Password-1!');
    expect(mismatch.body).toMatchObject({
      errors: { password_confirmation: ['Please enter the same value again.'] },
    });

    const set = await setPassword(tokenOf(created.password_link));
    expect(set).toEqual({
      status: 200,
      body: { message: 'Your password is set. Sign in with it.', email: 'ada.support@example.com' },
    });
    const again = await setPassword(tokenOf(created.password_link), 'Another-Start-2026!');
    expect(again).toMatchObject({
      status: 422,
      body: { code: 'PASSWORD_LINK_INVALID', message: PASSWORD_LINK_MESSAGES.used },
    });

    expect((await logIn(created.email, PASSWORD, 'ada')).code).toBe(0);
    const whoami = await stack.cli(['whoami', '--json'], { config: 'ada' });
    expect(JSON.parse(whoami.stdout)).toMatchObject({ account: { kind: 'support' } });
  });

  it('refuses a second user with the same email, and names a bad flag', async () => {
    const taken = await onHost([
      'admin',
      'create-support',
      '--email',
      'SUPPORT@example.com',
      '--first-name',
      'Sam',
      '--last-name',
      'Doe',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Error: A user with this email already exists.');
    const bad = await onHost([
      'admin',
      'create-support',
      '--email',
      'nobody',
      '--first-name',
      'A',
      '--last-name',
      'B',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--email: Please enter a valid email address.');
    const missing = await onHost(['admin', 'create-support', '--email', 'x@example.com']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--first-name <name>' not specified");
  });
});

describe('pharmacy suppliers invite', () => {
  const invite = (name: string, email: string) => [
    'suppliers',
    'invite',
    '--name',
    name,
    '--email',
    email,
    '--first-name',
    'Gus',
    '--last-name',
    'Grant',
    '--time-zone',
    'America/Chicago',
  ];

  it('creates a supplier account with its admin, whose link sets the password and logs in', async () => {
    const text = await onHost(invite('Prairie Drug Supply', 'gus@prairie.example'));
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('Supplier Prairie Drug Supply invited.');
    expect(text.stdout).toContain(
      'Send this one-time link to the user to set their password (it works once):',
    );
    const link = /https:\/\/market\.example\.test\/set-password\?token=\S+/.exec(text.stdout)![0];

    const [account] = await stack.database.sql<{ kind: string; time_zone: string; role: string }[]>`
      select a.kind, a.time_zone, u.role from users u join accounts a on a.id = u.account_id
      where u.email = 'gus@prairie.example'`;
    expect(account).toEqual({ kind: 'supplier', time_zone: 'America/Chicago', role: 'admin' });
    const [settings] = await stack.database.sql<{ n: number }[]>`
      select count(*)::int as n from supplier_settings s join users u on u.account_id = s.supplier_account_id
      where u.email = 'gus@prairie.example'`;
    expect(settings!.n).toBe(1);

    expect((await setPassword(tokenOf(link))).status).toBe(200);
    expect((await logIn('gus@prairie.example', PASSWORD, 'gus')).code).toBe(0);
    const whoami = await stack.cli(['whoami', '--json'], { config: 'gus' });
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      account: { kind: 'supplier', name: 'Prairie Drug Supply' },
    });
  });

  it('refuses a taken supplier name or email and a bad time zone; says the link will be mailed once mail exists', async () => {
    const name = await onHost(invite('keystone wholesale drug', 'new@keystone.example'));
    expect(name.code).toBe(1);
    expect(name.stderr).toContain('Error: A supplier with this name already exists.');
    const email = await onHost(invite('Another Supply', 'supplier@example.com'));
    expect(email.stderr).toContain('Error: A user with this email already exists.');
    const zone = await onHost([...invite('Zone Supply', 'z@zone.example'), '--time-zone', 'Mars/Olympus']);
    expect(zone.code).toBe(2);
    expect(zone.stderr).toContain('--time-zone: Please choose a valid IANA time zone');
    const help = await stack.cli(['suppliers', 'invite', '--help']);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('once mail exists it will be emailed');
  });

  it('refuses an expired link and an unknown one; admin password-link hands out a new one', async () => {
    const created = await provisioned(invite('Late Supply', 'late@late.example'));
    await stack.database.sql`
      update password_links set expires_at = now() - interval '1 second' where user_id = ${created.user_id}`;
    expect(await setPassword(tokenOf(created.password_link))).toMatchObject({
      status: 422,
      body: { code: 'PASSWORD_LINK_INVALID', message: PASSWORD_LINK_MESSAGES.expired },
    });
    expect((await setPassword('no-such-token')).body).toMatchObject({
      message: PASSWORD_LINK_MESSAGES.unknown,
    });

    const fresh = await provisioned(['admin', 'password-link', '--email', 'LATE@late.example']);
    expect(fresh.user_id).toBe(created.user_id);
    // The expired link was replaced: it is gone, and the new one works.
    expect((await setPassword(tokenOf(created.password_link))).body).toMatchObject({
      message: PASSWORD_LINK_MESSAGES.unknown,
    });
    expect((await setPassword(tokenOf(fresh.password_link))).status).toBe(200);
    const nobody = await onHost(['admin', 'password-link', '--email', 'nobody@late.example']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('Error: No user has this email.');
  });
});
