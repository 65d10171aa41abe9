/**
 * Personal access tokens (issue 10): a default and a maximum lifetime, the current password to
 * make one, and none survives a password change.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

const DAY = 86_400_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Problem = { message: string; errors: Record<string, string[]> };
type Created = { id: string; token: string; created_at: string; expires_at: string };

const make = (as: Credentials, body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/access_tokens', { as, body: { name: 'script', ...body } });
const bearer = (token: string): Credentials => ({ kind: 'token', token });

describe('personal access token lifetime', () => {
  it('gives a token 90 days unless asked, and up to 365: tokens have a default and a maximum lifetime', async () => {
    const session = await t.login('supplier@example.com');
    const plain = (await (await make(session, { current_password: DEMO_PASSWORD })).json()) as Created;
    const lifetime = (c: Created) => Date.parse(c.expires_at) - Date.parse(c.created_at);
    expect(lifetime(plain)).toBe(90 * DAY);
    const year = await make(session, { current_password: DEMO_PASSWORD, expires_in_days: 365 });
    expect(year.status).toBe(201);
    expect(lifetime((await year.json()) as Created)).toBe(365 * DAY);
  });

  it('refuses a lifetime past 365 days, or not a whole number of days, with a 400 naming expires_in_days', async () => {
    const session = await t.login('supplier@example.com');
    for (const days of [366, 0, 1.5, '30', null]) {
      const response = await make(session, { current_password: DEMO_PASSWORD, expires_in_days: days });
      expect(response.status, String(days)).toBe(400);
      const body = (await response.json()) as Problem;
      expect(body.errors.expires_in_days, String(days)).toEqual([
        'Please enter a whole number of days from 1 to 365.',
      ]);
    }
  });

  it('keeps the maximum in the table too: a token past a year cannot be stored', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'supplier@example.com'));
    const now = new Date();
    await expect(
      t.db.insert(accessTokens).values({
        userId: user!.id,
        name: 'forever',
        tokenHash: randomUUID(),
        prefix: 'pmk_xx',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 366 * DAY),
      }),
    ).rejects.toThrow();
  });

  it('stops answering a token once it expires', async () => {
    const session = await t.login('supplier2@example.com');
    const created = (await (
      await make(session, { current_password: DEMO_PASSWORD, expires_in_days: 1 })
    ).json()) as Created;
    expect((await t.call('GET', '/api/v1/users/me', { as: bearer(created.token) })).status).toBe(200);
    t.setNow(new Date(Date.parse(created.expires_at) + 1000));
    expect((await t.call('GET', '/api/v1/users/me', { as: bearer(created.token) })).status).toBe(401);
    t.setNow(undefined);
  });
});

describe('making a personal access token', () => {
  it('needs the current password: a missing one is 400 and a wrong one 422, both on current_password', async () => {
    const session = await t.login('pharmacy@example.com');
    const missing = await make(session, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Problem).errors).toHaveProperty('current_password');
    const wrong = await make(session, { current_password: 'Not-The-Password-1!' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Problem).errors.current_password).toEqual([
      'Current password is incorrect.',
    ]);
    const rows = await t.sql`select count(*)::int as n from access_tokens t join users u on u.id = t.user_id
      where u.email = 'pharmacy@example.com'`;
    expect(rows[0]!.n).toBe(0);
  });
});

describe('a password change', () => {
  it("revokes every token of the user and no one else's: tokens die with a password change", async () => {
    const session = await t.login('seller@example.com');
    const first = (await (await make(session, { current_password: DEMO_PASSWORD })).json()) as Created;
    const second = (await (await make(session, { current_password: DEMO_PASSWORD })).json()) as Created;
    const other = await t.issueToken('supplier2@example.com');
    const passphrase = 'A brand new passphrase, 2026!';
    const changed = await t.call('PUT', '/api/v1/users/me/password', {
      as: session,
      body: { current_password: DEMO_PASSWORD, password: passphrase, password_confirmation: passphrase },
    });
    expect(changed.status).toBe(200);
    for (const token of [first.token, second.token])
      expect((await t.call('GET', '/api/v1/users/me', { as: bearer(token) })).status).toBe(401);
    expect((await t.call('GET', '/api/v1/users/me', { as: other })).status).toBe(200);
    // The session that made the change goes on; a token made after it works.
    const after = await make(session, { current_password: passphrase });
    expect(after.status).toBe(201);
    const { token } = (await after.json()) as Created;
    expect((await t.call('GET', '/api/v1/users/me', { as: bearer(token) })).status).toBe(200);
  });
});
