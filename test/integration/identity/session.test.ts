import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const loginBody = (email: string, password: string) => ({
  body: { email, password },
  headers: { authorization: 'Web' },
});

describe('POST /api/v1/session', () => {
  it('answers the user, the account and a CSRF token, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const response = await t.call(
      'POST',
      '/api/v1/session',
      loginBody('pharmacy@example.com', DEMO_PASSWORD),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: object; account: object; csrf_token: string };
    expect(body.user).toMatchObject({ email: 'pharmacy@example.com', first_name: 'Paula' });
    expect(body.account).toMatchObject({
      kind: 'pharmacy',
      name: 'Main Street Pharmacy',
      master_account_id: null,
    });
    expect(body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('set-cookie')).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('answers the same 401 message for an unknown email and a wrong password', async () => {
    const unknown = await t.call('POST', '/api/v1/session', loginBody('nobody@example.com', 'Whatever-1!'));
    const wrong = await t.call(
      'POST',
      '/api/v1/session',
      loginBody('seller@example.com', 'Wrong-Password-1!'),
    );
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    const [a, b] = (await Promise.all([unknown.json(), wrong.json()])) as { message: string }[];
    expect(a!.message).toBe('Invalid email or password.');
    expect(b!.message).toBe(a!.message);
  });

  it('refuses unknown fields in the body (strict schema)', async () => {
    const response = await t.call('POST', '/api/v1/session', {
      body: { email: 'pharmacy@example.com', password: DEMO_PASSWORD, master_user_id: 'x' },
      headers: { authorization: 'Web' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'master_user_id',
    );
  });

  it('needs the Authorization: Web header even to log in', async () => {
    const response = await t.call('POST', '/api/v1/session', {
      body: { email: 'pharmacy@example.com', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(401);
  });

  it('issues a new session on every login, and logout kills the old one on the server', async () => {
    const first = await t.login('supplier@example.com');
    const second = await t.login('supplier@example.com');
    expect(first.cookie).not.toBe(second.cookie);
    expect((await t.call('DELETE', '/api/v1/session', { as: first })).status).toBe(204);
    expect((await t.call('GET', '/api/v1/users/me', { as: first })).status).toBe(401);
    expect((await t.call('GET', '/api/v1/users/me', { as: second })).status).toBe(200);
  });

  it('ends the session of the cookie presented when a new login opens another', async () => {
    const first = await t.login('supplier@example.com');
    // The browser sends its cookie with the login form (another user's, or its own old one).
    const response = await t.call('POST', '/api/v1/session', {
      body: { email: 'supplier2@example.com', password: DEMO_PASSWORD },
      headers: { authorization: 'Web', cookie: first.cookie },
    });
    expect(response.status).toBe(200);
    const second = response.headers.get('set-cookie')!.split(';')[0]!;
    expect(second).not.toBe(first.cookie);
    expect((await t.call('GET', '/api/v1/users/me', { as: first })).status).toBe(401);
    const me = await t.call('GET', '/api/v1/users/me', {
      headers: { authorization: 'Web', cookie: second },
    });
    expect(me.status).toBe(200);
  });

  it('keeps the session of the cookie presented when the new login fails', async () => {
    const first = await t.login('supplier@example.com');
    const response = await t.call('POST', '/api/v1/session', {
      body: { email: 'supplier@example.com', password: 'Wrong-Password-1!' },
      headers: { authorization: 'Web', cookie: first.cookie },
    });
    expect(response.status).toBe(401);
    expect((await t.call('GET', '/api/v1/users/me', { as: first })).status).toBe(200);
  });

  it('expires a session after 30 idle minutes and after 12 hours even when active', async () => {
    const start = new Date();
    t.setNow(start);
    const idle = await t.login('supplier2@example.com');
    const active = await t.login('supplier2@example.com');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.setNow(new Date(start.getTime() + minutes * 60_000));
      expect((await t.call('GET', '/api/v1/users/me', { as: active })).status).toBe(200);
    }
    expect((await t.call('GET', '/api/v1/users/me', { as: idle })).status).toBe(401);
    t.setNow(new Date(start.getTime() + 12 * 3_600_000 + 1000));
    expect((await t.call('GET', '/api/v1/users/me', { as: active })).status).toBe(401);
    t.setNow(undefined);
  });
});

describe('login throttling', () => {
  it('slows an address down after 5 failures at an email, doubling up to a 15-minute lock, whether or not the email exists', async () => {
    for (const email of ['support@example.com', 'ghost@example.com']) {
      const start = new Date(Date.now() + 3_600_000);
      const statuses: number[] = [];
      // Each attempt after the wait the one before it earned (the waits top out at 15 minutes).
      for (let i = 0; i < 15; i++) {
        t.setNow(new Date(start.getTime() + i * 16 * 60_000));
        statuses.push((await t.call('POST', '/api/v1/session', loginBody(email, 'Bad-Password-9!'))).status);
      }
      expect(statuses).toEqual(Array(15).fill(401));
      const last = start.getTime() + 14 * 16 * 60_000;
      t.setNow(new Date(last + 1000));
      const locked = await t.call('POST', '/api/v1/session', loginBody(email, DEMO_PASSWORD));
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60 - 1);
      expect(((await locked.json()) as { message: string }).message).toBe(
        'Too many failed attempts. Please try again in 15 minutes.',
      );
      t.setNow(new Date(last + 15 * 60_000));
      const after = await t.call('POST', '/api/v1/session', loginBody(email, DEMO_PASSWORD));
      expect(after.status).toBe(email === 'ghost@example.com' ? 401 : 200);
    }
    t.setNow(undefined);
  });

  it('makes a sixth quick attempt wait', async () => {
    const start = new Date(Date.now() + 7_200_000);
    t.setNow(start);
    for (let i = 0; i < 5; i++)
      await t.call('POST', '/api/v1/session', loginBody('seller@example.com', 'Bad-Password-9!'));
    const slowed = await t.call('POST', '/api/v1/session', loginBody('seller@example.com', DEMO_PASSWORD));
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    t.setNow(new Date(start.getTime() + 2000));
    expect(
      (await t.call('POST', '/api/v1/session', loginBody('seller@example.com', DEMO_PASSWORD))).status,
    ).toBe(200);
    t.setNow(undefined);
  });
});

describe('passwords', () => {
  it('stores argon2id hashes at the ASVS floor (m=19456, t=2, p=1)', async () => {
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'pharmacy@example.com'));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('applies the strong-password rule with the spec message, and refuses common passwords', async () => {
    const session = await t.login('seller@example.com');
    const change = (password: string, confirmation = password) =>
      t.call('PUT', '/api/v1/users/me/password', {
        as: session,
        body: { current_password: DEMO_PASSWORD, password, password_confirmation: confirmation },
      });
    const cases: [string, string | undefined, string][] = [
      ['short1!', undefined, 'Please enter at least 8 characters.'],
      ['alllowercase1!', undefined, 'Invalid password.'],
      ['NoDigits!!', undefined, 'Invalid password.'],
      ['NoSpecial123', undefined, 'Invalid password.'],
      [DEMO_PASSWORD, undefined, 'Invalid password.'],
      ['Password1!', undefined, 'This password is too common. Please choose a less predictable one.'],
      ['Good-Enough-77$', 'Different-77$', 'Please enter the same value again.'],
    ];
    for (const [password, confirmation, message] of cases) {
      const response = await change(password, confirmation);
      expect(response.status, password).toBe(422);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(Object.values(body.errors).flat(), password).toContain(message);
    }
  });

  it('accepts a long passphrase and ends the other sessions', async () => {
    const session = await t.login('supplier@example.com');
    const other = await t.login('supplier@example.com');
    const passphrase = `Correct horse battery staple, 42 times over! ${'x'.repeat(60)}`;
    const response = await t.call('PUT', '/api/v1/users/me/password', {
      as: session,
      body: { current_password: DEMO_PASSWORD, password: passphrase, password_confirmation: passphrase },
    });
    expect(response.status).toBe(200);
    expect((await t.call('GET', '/api/v1/users/me', { as: session })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/users/me', { as: other })).status).toBe(401);
    const again = await t.call('POST', '/api/v1/session', loginBody('supplier@example.com', passphrase));
    expect(again.status).toBe(200);
  });

  it('never writes a password, cookie or token into the logs', () => {
    const joined = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(10);
    expect(joined).not.toContain(DEMO_PASSWORD);
    expect(joined).not.toContain('Bad-Password-9!');
    expect(joined).not.toMatch(/sid=[A-Za-z0-9_-]{43}/);
  });
});
