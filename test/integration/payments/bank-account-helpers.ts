/** Calls the bank-account tests share: add, verify, list, and read the sandbox bank's inbox. */
import type { Credentials, TestContext } from '../../harness/app.ts';

export const bankBody = (overrides: Record<string, unknown> = {}) => ({
  holder_name: 'Paula Reyes',
  routing_number: '021000021',
  account_number: '000123456789',
  account_type: 'checking',
  ...overrides,
});

export const addBankAccount = (t: TestContext, as: Credentials, body: unknown) =>
  t.call('POST', '/api/v1/payment_methods/bank_accounts', { as, body });

export const verify = (t: TestContext, as: Credentials, id: string, amounts: [number, number]) =>
  t.call('POST', `/api/v1/payment_methods/bank_accounts/${id}/verify`, { as, body: { amounts } });

export async function listBankAccounts(t: TestContext, as: Credentials) {
  const listing = (await (await t.call('GET', '/api/v1/payment_methods', { as })).json()) as {
    bank_accounts: { id: string; verified: boolean; transfers_held: boolean }[];
  };
  return listing.bank_accounts;
}

type InboxEntry = {
  kind: string;
  bank_account_id: string;
  amount_cents: number;
  status: string;
  return_code: string | null;
};

/** The sandbox bank's entries for the caller's accounts (its inbox page reads the same). */
export async function sandboxInbox(t: TestContext, as: Credentials): Promise<InboxEntry[]> {
  const inbox = (await (await t.call('GET', '/api/v1/sandbox/bank/inbox', { as })).json()) as {
    entries: InboxEntry[];
  };
  return inbox.entries;
}

/** The two micro-deposits the sandbox bank sent to an account, as its inbox shows them. */
export async function depositsOf(t: TestContext, as: Credentials, bankAccountId: string): Promise<number[]> {
  const entries = await sandboxInbox(t, as);
  return entries
    .filter((e) => e.kind === 'micro_deposit' && e.bank_account_id === bankAccountId)
    .map((e) => e.amount_cents);
}
