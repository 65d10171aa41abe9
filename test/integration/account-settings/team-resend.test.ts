/**
 * Re-sending an invitation (issue 23, round 2): an admin mails a user who has not set a password
 * yet a new one-time link, and the user's earlier links stop working at once; a user who has set
 * a password is refused, a member is 403, another account's user is 404.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMailbox } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

const PASSWORD = 'Resend-Passphrase-2026!';
const NOT_INVITED = 'This user has already set a password; there is no invitation to send again.';

let t: TestContext;
let admin: Credentials;
let member: Credentials;
let supplierAdmin: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  [admin, member, supplierAdmin] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('pharmacy.member@example.com'),
    t.login('supplier@example.com'),
  ]);
});
afterAll(() => t.close());

async function tokensMailedTo(email: string): Promise<string[]> {
  const mails = await t.db
    .select()
    .from(sandboxMailbox)
    .where(eq(sandboxMailbox.to, email))
    .orderBy(desc(sandboxMailbox.createdAt));
  return mails.map((mail) => decodeURIComponent(/set-password\?token=([^\s]+)/.exec(mail.body)![1]!));
}

const resend = (as: Credentials, id: string) =>
  t.call('POST', `/api/v1/settings/users/${id}/resend_invitation`, { as });

const setPassword = (token: string) =>
  t.call('POST', '/api/v1/password/set', {
    headers: { authorization: 'Web' },
    body: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });

describe('resending an invitation', () => {
  it('mails a new link, revokes the old one, and refuses once the password is set', async () => {
    const email = 'resend.invitee@example.com';
    const invited = await t.call('POST', '/api/v1/settings/users', {
      as: admin,
      body: { email, first_name: 'Rae', last_name: 'Resend', role: 'member' },
    });
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const [firstToken] = await tokensMailedTo(email);

    expect((await resend(member, id)).status).toBe(403);
    expect((await resend(supplierAdmin, id)).status).toBe(404);

    const response = await resend(admin, id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, email, invited: true });
    const tokens = await tokensMailedTo(email);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(firstToken);

    expect((await setPassword(firstToken!)).status).not.toBe(200);
    expect((await setPassword(tokens[0]!)).status).toBe(200);
    await t.login(email, PASSWORD);

    const again = await resend(admin, id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(NOT_INVITED);
    expect(await tokensMailedTo(email)).toHaveLength(2);
  });

  it('refuses a user who never had an invitation (a seeded user with a password)', async () => {
    const { data } = (await (await t.call('GET', '/api/v1/settings/users', { as: admin })).json()) as {
      data: { id: string; email: string }[];
    };
    const seeded = data.find((u) => u.email === 'pharmacy.member@example.com')!;
    expect((await resend(admin, seeded.id)).status).toBe(409);
  });
});
