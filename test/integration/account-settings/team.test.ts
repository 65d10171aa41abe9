/**
 * The account's team (issue 23): admins list, invite (a one-time link by email, the password
 * links of issue 22), change roles and remove users; members may only read; the last admin can
 * never be removed or demoted; a removed user's sessions end at once. Supplier accounts the same.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMailbox, users } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

const NEW_PASSWORD = 'Team-Passphrase-2026!';
const LAST_ADMIN = 'Your account needs at least one administrator. Make another user an administrator first.';
const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;

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

type Member = { id: string; email: string; role: string; invited: boolean };

async function invite(as: Credentials, email: string, role = 'member') {
  return t.call('POST', '/api/v1/settings/users', {
    as,
    body: { email, first_name: 'Ivy', last_name: 'Invitee', role },
  });
}

/** The one-time link's token from the last mail to `email`. */
async function linkTokenMailedTo(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(sandboxMailbox)
    .where(eq(sandboxMailbox.to, email))
    .orderBy(desc(sandboxMailbox.createdAt))
    .limit(1);
  const token = /set-password\?token=([^\s]+)/.exec(mail!.body)?.[1];
  return decodeURIComponent(token!);
}

async function invitedUser(email: string, role = 'member'): Promise<Member> {
  const response = await invite(admin, email, role);
  expect(response.status).toBe(201);
  return (await response.json()) as Member;
}

describe('team', () => {
  it('lists the account’s users with their roles to every user, and only its own', async () => {
    const response = await t.call('GET', '/api/v1/settings/users', { as: member });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Member[] };
    expect(data.map((u) => [u.email, u.role])).toEqual(
      expect.arrayContaining([
        ['pharmacy@example.com', 'admin'],
        ['pharmacy.member@example.com', 'member'],
      ]),
    );
    expect(data.some((u) => u.email === 'seller@example.com')).toBe(false);
  });

  it('invite link sets password: the invitee sets a password from the mailed link and signs in', async () => {
    const user = await invitedUser('ivy.invitee@example.com');
    expect(user).toMatchObject({ role: 'member', invited: true });
    const listed = (await (await t.call('GET', '/api/v1/settings/users', { as: admin })).json()) as {
      data: Member[];
    };
    expect(listed.data.find((u) => u.id === user.id)?.invited).toBe(true);
    const token = await linkTokenMailedTo('ivy.invitee@example.com');
    const set = await t.call('POST', '/api/v1/password/set', {
      headers: { authorization: 'Web' },
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    const session = await t.login('ivy.invitee@example.com', NEW_PASSWORD);
    const me = (await (await t.call('GET', '/api/v1/users/me', { as: session })).json()) as {
      account: { id: string };
    };
    expect(me.account.id).toBe(accountOf('pharmacy@example.com').id);
    const { data } = (await (await t.call('GET', '/api/v1/settings/users', { as: admin })).json()) as {
      data: Member[];
    };
    expect(data.find((u) => u.id === user.id)?.invited).toBe(false);
  });

  it('refuses an email that already belongs to a user, naming email', async () => {
    const response = await invite(admin, 'seller@example.com');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.email).toBeDefined();
  });

  it('member 403: a member cannot invite, change a role or remove', async () => {
    const target = await invitedUser('member.target@example.com');
    expect((await invite(member, 'nope@example.com')).status).toBe(403);
    const patch = await t.call('PATCH', `/api/v1/settings/users/${target.id}`, {
      as: member,
      body: { role: 'admin' },
    });
    expect(patch.status).toBe(403);
    expect((await t.call('DELETE', `/api/v1/settings/users/${target.id}`, { as: member })).status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: 'member', disabledAt: null });
  });

  it('changes a role, and another account’s user is 404', async () => {
    const target = await invitedUser('role.change@example.com');
    const response = await t.call('PATCH', `/api/v1/settings/users/${target.id}`, {
      as: admin,
      body: { role: 'admin' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Member).role).toBe('admin');
    const foreign = await t.call('PATCH', `/api/v1/settings/users/${target.id}`, {
      as: supplierAdmin,
      body: { role: 'member' },
    });
    expect(foreign.status).toBe(404);
    await t.call('PATCH', `/api/v1/settings/users/${target.id}`, { as: admin, body: { role: 'member' } });
  });

  it('last admin cannot be demoted', async () => {
    const keystone = accountOf('supplier@example.com');
    const response = await t.call('PATCH', `/api/v1/settings/users/${keystone.user.id}`, {
      as: supplierAdmin,
      body: { role: 'member' },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(LAST_ADMIN);
    const [row] = await t.db.select().from(users).where(eq(users.id, keystone.user.id));
    expect(row!.role).toBe('admin');
  });

  it('last admin cannot be removed: Keystone’s only admin is refused and stays', async () => {
    const keystone = accountOf('supplier@example.com');
    const response = await t.call('DELETE', `/api/v1/settings/users/${keystone.user.id}`, {
      as: supplierAdmin,
    });
    expect(response.status).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, keystone.user.id));
    expect(row!.disabledAt).toBeNull();
  });

  it('last admin cannot be demoted even when two admins demote each other at the same moment', async () => {
    const second = await invitedUser('second.admin@example.com', 'admin');
    const token = await linkTokenMailedTo('second.admin@example.com');
    await t.call('POST', '/api/v1/password/set', {
      headers: { authorization: 'Web' },
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    const secondSession = await t.login('second.admin@example.com', NEW_PASSWORD);
    const firstAdmin = accountOf('pharmacy@example.com').user.id;
    const answers = await Promise.all([
      t.call('PATCH', `/api/v1/settings/users/${second.id}`, { as: admin, body: { role: 'member' } }),
      t.call('PATCH', `/api/v1/settings/users/${firstAdmin}`, {
        as: secondSession,
        body: { role: 'member' },
      }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const admins = await t.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, accountOf('pharmacy@example.com').id), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);
    // Put Paula back as the admin for the tests after this one.
    if (admins[0]!.id !== firstAdmin) {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, firstAdmin));
      await t.db.update(users).set({ role: 'member' }).where(eq(users.id, second.id));
    }
  });

  it('removes a user: their sessions end at once and they leave the list', async () => {
    const target = await invitedUser('removed.user@example.com');
    const token = await linkTokenMailedTo('removed.user@example.com');
    await t.call('POST', '/api/v1/password/set', {
      headers: { authorization: 'Web' },
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    const session = await t.login('removed.user@example.com', NEW_PASSWORD);
    expect((await t.call('GET', '/api/v1/users/me', { as: session })).status).toBe(200);
    const response = await t.call('DELETE', `/api/v1/settings/users/${target.id}`, { as: admin });
    expect(response.status).toBe(200);
    expect((await t.call('GET', '/api/v1/users/me', { as: session })).status).toBe(401);
    const { data } = (await (await t.call('GET', '/api/v1/settings/users', { as: admin })).json()) as {
      data: Member[];
    };
    expect(data.some((u) => u.id === target.id)).toBe(false);
    const relogin = await t.call('POST', '/api/v1/session', {
      headers: { authorization: 'Web' },
      body: { email: 'removed.user@example.com', password: NEW_PASSWORD },
    });
    expect(relogin.status).toBe(401);
  });

  it('serves supplier accounts too: Keystone’s admin invites a member', async () => {
    const response = await invite(supplierAdmin, 'keystone.new@example.com');
    expect(response.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.email, 'keystone.new@example.com'),
          eq(users.accountId, accountOf('supplier@example.com').id),
        ),
      );
    expect(row!.role).toBe('member');
  });
});

describe('profile', () => {
  it('saves the name and phone, and refuses a bad phone naming it', async () => {
    const bad = await t.call('PATCH', '/api/v1/settings/account/profile', {
      as: member,
      body: { first_name: 'Mateo', last_name: 'Alvarez', phone: '123' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.phone?.[0]).toBe(
      'Please specify a valid phone number',
    );
    const ok = await t.call('PATCH', '/api/v1/settings/account/profile', {
      as: member,
      body: { first_name: 'Matt', last_name: 'Alvarez', phone: '(512) 555-0100' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ first_name: 'Matt', phone: '5125550100' });
  });

  it('PATCH update_video_tutorials_setting turns the tutorials off and on', async () => {
    const off = await t.call('PATCH', '/api/v1/settings/account/update_video_tutorials_setting', {
      as: member,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    const settings = await (await t.call('GET', '/api/v1/settings/account', { as: member })).json();
    expect(settings).toMatchObject({ video_tutorials_enabled: false });
    const bad = await t.call('PATCH', '/api/v1/settings/account/update_video_tutorials_setting', {
      as: member,
      body: { enabled: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});
