/**
 * The sub-account tests' world (issue 23): the demo master (Main Street Pharmacy), a payload for a
 * new sub-account with unique numbers, and helpers to create one, read its one-time link from the
 * sandbox mailbox, set its password and link a location to it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { sandboxMailbox } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { withDeaCheckDigit } from '../../../domain/licences/dea-number.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';

export const MASTER = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
export const NEW_PASSWORD = 'Branch-Password-9!';
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A valid payload with fresh email, DEA number, tax id and state licence. */
export function subAccountPayload(overrides: Record<string, unknown> = {}) {
  return {
    type: 'sub',
    business_legal_name: `Main Street Pharmacy - Round Rock ${randomUUID().slice(0, 4)}`,
    email: `branch-${randomUUID().slice(0, 8)}@example.com`,
    first_name: 'Bea',
    last_name: 'Branch',
    phone: '(512) 555-0199',
    dob: '04-12-1980',
    address: '201 E Main St',
    city: 'Round Rock',
    state_id: 48,
    zip: '78664',
    business_type: 'independent',
    federal_tax_id: `${digits(2)}-${digits(7)}`,
    dea_number: withDeaCheckDigit(`FB${digits(6)}`),
    dea_expiry: '12-31-2030',
    state_license_num: `TX${digits(6)}`,
    state_license_expiry: '12-31-2030',
    gln_number: '',
    sgln_number: '',
    master_user_id: MASTER.user.id,
    ...overrides,
  };
}

export type Created = { sub_account: { account_id: string; user_id: string; email: string } };

export function createSub(t: TestContext, as: Credentials, body: unknown) {
  return t.call('POST', '/api/v1/accounts/sub_accounts', { as, body });
}

/** The token of the last one-time link mailed to `email`. */
export async function linkTokenOf(t: TestContext, email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(sandboxMailbox)
    .where(eq(sandboxMailbox.to, email))
    .orderBy(desc(sandboxMailbox.createdAt))
    .limit(1);
  const match = /set-password\?token=([^\s]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no password link mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Creates a sub-account, sets its user's password from the mailed link and logs it in. */
export async function openSubAccount(t: TestContext, master: Credentials, locationId?: string) {
  const response = await createSub(t, master, subAccountPayload());
  if (response.status !== 201) throw new Error(`sub-account: ${response.status} ${await response.text()}`);
  const { sub_account } = (await response.json()) as Created;
  const token = await linkTokenOf(t, sub_account.email);
  const set = await t.call('POST', '/api/v1/password/set', {
    body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    headers: { authorization: 'Web' },
  });
  if (set.status !== 200) throw new Error(`set password: ${set.status} ${await set.text()}`);
  if (locationId) {
    const linked = await t.call('PATCH', `/api/v1/locations/${locationId}/account_link`, {
      as: master,
      body: { sub_user_id: sub_account.user_id },
    });
    if (linked.status !== 200) throw new Error(`link: ${linked.status} ${await linked.text()}`);
  }
  const buyer = await t.login(sub_account.email, NEW_PASSWORD);
  return { ...sub_account, buyer };
}
