/**
 * Sub-accounts (pharmacy-side §3 sub-account payload, §5 formats and uniqueness, §6 master account;
 * issue 23): a master admin creates one, its user sets a password from a one-time link, the master
 * links a location to it; a member gets 403, a sub-account cannot open its own, another master's
 * ids are 404, and every value an account holds answers the spec's message on its field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, locations } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  createSub,
  MASTER,
  openSubAccount,
  subAccountPayload,
  type Created,
} from './sub-account-fixtures.ts';

let t: TestContext;
let master: Credentials;
const OTHER = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

beforeAll(async () => {
  t = await createTestContext();
  master = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

type Problem = { message: string; errors?: Record<string, string[]> };

describe('POST /accounts/sub_accounts', () => {
  it('creates an active sub-account under the master and mails its user a one-time link', async () => {
    const payload = subAccountPayload();
    const response = await createSub(t, master, payload);
    expect(response.status).toBe(201);
    const { sub_account } = (await response.json()) as Created;
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, sub_account.account_id));
    expect(row).toMatchObject({ kind: 'pharmacy', status: 'active', masterAccountId: MASTER.id });
    const list = (await (await t.call('GET', '/api/v1/accounts/sub_accounts', { as: master })).json()) as {
      data: { email: string }[];
    };
    expect(list.data.map((s) => s.email)).toContain(payload.email);
  });

  it('answers the spec uniqueness message on each taken field', async () => {
    const first = subAccountPayload();
    expect((await createSub(t, master, first)).status).toBe(201);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'email',
        { email: first.email.toUpperCase() },
        'Sorry, but an account with this email already exists in our system.',
      ],
      ['dea_number', { dea_number: first.dea_number }, 'An account already exists for this dea_number'],
      [
        'federal_tax_id',
        { federal_tax_id: first.federal_tax_id },
        'An account already exists for this federal_tax_id',
      ],
      [
        'state_license_num',
        { state_license_num: first.state_license_num },
        'An account already exists for this state_license_num',
      ],
    ];
    for (const [field, overrides, message] of cases) {
      const response = await createSub(t, master, subAccountPayload(overrides));
      expect(response.status, field).toBe(422);
      expect(((await response.json()) as Problem).errors?.[field]).toEqual([message]);
    }
  });

  it('refuses malformed fields with 400 naming them, and writes nothing', async () => {
    const before = await t.db.select({ id: accounts.id }).from(accounts);
    const response = await createSub(
      t,
      master,
      subAccountPayload({ phone: '5125550199', federal_tax_id: '123456789', zip: 'ABCDE' }),
    );
    expect(response.status).toBe(400);
    const errors = ((await response.json()) as Problem).errors ?? {};
    expect(errors.phone).toEqual(['Please specify a valid phone number']);
    expect(errors.federal_tax_id).toEqual(['Please enter a tax id in the format 99-9999999']);
    expect(Object.keys(errors)).toContain('zip');
    const dated = await createSub(
      t,
      master,
      subAccountPayload({ dea_expiry: '01-01-2001', dob: '2030-01-01' }),
    );
    expect(dated.status).toBe(400);
    const dateErrors = ((await dated.json()) as Problem).errors ?? {};
    expect(dateErrors.dea_expiry).toEqual(['Please enter a date in the future']);
    expect(dateErrors.dob).toEqual(['Please enter a date in the past']);
    expect(await t.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length);
  });

  it('answers 403 to a member of the master account', async () => {
    const member = await t.login('pharmacy.member@example.com');
    expect((await createSub(t, member, subAccountPayload())).status).toBe(403);
    expect((await t.call('GET', '/api/v1/accounts/sub_accounts', { as: member })).status).toBe(403);
  });

  it('answers 403 to a sub-account admin: a sub-account cannot open its own', async () => {
    const sub = await openSubAccount(t, master);
    const response = await createSub(t, sub.buyer, subAccountPayload({ master_user_id: sub.user_id }));
    expect(response.status).toBe(403);
  });

  it('refuses a master_user_id that is not one of the caller’s users', async () => {
    const response = await createSub(t, master, subAccountPayload({ master_user_id: OTHER.user.id }));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Problem).errors ?? {})).toEqual(['master_user_id']);
  });
});

describe('PATCH /locations/{id}/account_link', () => {
  it('gives the location to the sub-account: its buyer sees it, the master still does', async () => {
    const [location] = await t.db
      .insert(locations)
      .values({
        accountId: MASTER.id,
        name: 'Round Rock store',
        address1: '201 E Main St',
        city: 'Round Rock',
        stateId: 48,
        zipcode: '78664',
      })
      .returning();
    const sub = await openSubAccount(t, master, location!.id);
    const mine = (await (await t.call('GET', '/api/v1/locations', { as: sub.buyer })).json()) as {
      data: { id: string }[];
    };
    expect(mine.data.map((l) => l.id)).toEqual([location!.id]);
    const masters = (await (await t.call('GET', '/api/v1/locations', { as: master })).json()) as {
      data: { id: string }[];
    };
    expect(masters.data.map((l) => l.id)).toContain(location!.id);
  });

  it('answers 404 for another account’s location and 400 for a user who is not the master’s sub-account', async () => {
    const sub = await openSubAccount(t, master);
    const foreign = await t.call('PATCH', `/api/v1/locations/${OTHER.locations[0]!.id}/account_link`, {
      as: master,
      body: { sub_user_id: sub.user_id },
    });
    expect(foreign.status).toBe(404);
    const notSub = await t.call('PATCH', `/api/v1/locations/${MASTER.locations[0]!.id}/account_link`, {
      as: master,
      body: { sub_user_id: OTHER.user.id },
    });
    expect(notSub.status).toBe(400);
  });
});
