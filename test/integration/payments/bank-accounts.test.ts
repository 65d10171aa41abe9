/**
 * Bank accounts (issue 23 "Bank accounts"; pharmacy-side §2 /pharmacy/settings/ach_verification,
 * §5 routing number): added unverified with the ABA checksum checked, two random micro-deposits
 * sent by the sandbox bank and shown only in its inbox, three wrong tries then locked for support,
 * removal refused while a transfer on the account is unsettled, support's lift of a transfer hold.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bankAccounts, bankTransfers, payments } from '../../../db/schema/index.ts';
import { BANK_ACCOUNT_MESSAGES } from '../../../domain/payments/bank-account-rules.ts';
import { LIFT_HOLD_MESSAGES } from '../../../services/payments/reset-bank-verification.ts';
import { VERIFY_MESSAGES } from '../../../services/payments/verify-bank-account.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { PHARMACY, SELLER, type Problem } from '../checkout/checkout-helpers.ts';
import { addBankAccount, bankBody, depositsOf, listBankAccounts, verify } from './bank-account-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
let support: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, seller, support] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('seller@example.com'),
    t.login('support@example.com'),
  ]);
});
afterAll(() => t.close());

describe('POST /api/v1/payment_methods/bank_accounts', () => {
  it('refuses a routing number failing the ABA checksum, naming routing_number (ABA checksum)', async () => {
    const response = await addBankAccount(t, pharmacy, bankBody({ routing_number: '021000022' }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toEqual({
      routing_number: [BANK_ACCOUNT_MESSAGES.routingNumber],
    });
  });

  it('refuses an account number outside 4 to 17 digits and an unknown type, naming each field', async () => {
    for (const [field, value] of [
      ['account_number', '123'],
      ['account_number', '123456789012345678'],
    ] as const) {
      const response = await addBankAccount(t, pharmacy, bankBody({ [field]: value }));
      expect(response.status).toBe(422);
      expect(((await response.json()) as Problem).errors?.[field]).toEqual([
        BANK_ACCOUNT_MESSAGES.accountNumber,
      ]);
    }
    const badType = await addBankAccount(t, pharmacy, bankBody({ account_type: 'brokerage' }));
    expect([400, 422]).toContain(badType.status);
    expect(JSON.stringify(await badType.json())).toContain('account_type');
  });

  it('adds an unverified account whose two random deposits are in the sandbox inbox and never in the API answer (deposits random and never in API answer)', async () => {
    const response = await addBankAccount(t, pharmacy, bankBody());
    expect(response.status).toBe(201);
    const text = await response.text();
    const { bank_account } = JSON.parse(text) as {
      bank_account: { id: string; verified: boolean; last4: string };
    };
    expect(bank_account).toMatchObject({ verified: false, last4: '6789', transfers_held: false });
    // No field of the answer carries the amounts (the message only says they were sent).
    expect(Object.keys(bank_account).join()).not.toMatch(/deposit|amount/i);
    expect(text).not.toMatch(/micro_deposit|"amounts"/);
    const deposits = await depositsOf(t, pharmacy, bank_account.id);
    expect(deposits).toHaveLength(2);
    for (const cents of deposits) expect(cents >= 1 && cents <= 99).toBe(true);
    const listing = await (await t.call('GET', '/api/v1/payment_methods', { as: pharmacy })).text();
    expect(listing).not.toMatch(/deposit|amounts/i);
    // Random: ten accounts do not all get the same pair (a chance of 1 in 9801^9).
    const pairs = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const added = (await (await addBankAccount(t, pharmacy, bankBody())).json()) as {
        bank_account: { id: string };
      };
      pairs.add(JSON.stringify(await depositsOf(t, pharmacy, added.bank_account.id)));
    }
    expect(pairs.size).toBeGreaterThan(1);
  });

  it('is for admins of a pharmacy: a seller-only call on another account’s bank account is 404', async () => {
    const added = (await (await addBankAccount(t, pharmacy, bankBody())).json()) as {
      bank_account: { id: string };
    };
    expect((await verify(t, seller, added.bank_account.id, [1, 2])).status).toBe(404);
    const inbox = await t.call('GET', '/api/v1/sandbox/bank/inbox', { as: seller });
    expect(await inbox.text()).not.toContain(added.bank_account.id);
  });
});

describe('verification', () => {
  it('locks the account after three wrong tries until support resets it (3 tries lock)', async () => {
    const added = (await (await addBankAccount(t, pharmacy, bankBody())).json()) as {
      bank_account: { id: string };
    };
    const id = added.bank_account.id;
    const [a, b] = await depositsOf(t, pharmacy, id);
    const wrong: [number, number] = [a! === 99 ? 98 : a! + 1, b!];
    for (const left of [2, 1, 0]) {
      const response = await verify(t, pharmacy, id, wrong);
      expect(response.status).toBe(422);
      expect(((await response.json()) as Problem).message).toBe(VERIFY_MESSAGES.mismatch(left));
    }
    const locked = await verify(t, pharmacy, id, [a!, b!]);
    expect(locked.status).toBe(422);
    expect(((await locked.json()) as Problem).message).toBe(VERIFY_MESSAGES.locked);
    const queue = (await (
      await t.call('GET', '/api/v1/support/bank_accounts/locked', { as: support })
    ).json()) as {
      bank_accounts: { id: string; account_id: string }[];
    };
    expect(queue.bank_accounts).toContainEqual(expect.objectContaining({ id, account_id: PHARMACY.id }));
    expect(
      (await t.call('POST', `/api/v1/support/bank_accounts/${id}/reset_verification`, { as: pharmacy }))
        .status,
    ).toBe(403);
    const reset = await t.call('POST', `/api/v1/support/bank_accounts/${id}/reset_verification`, {
      as: support,
    });
    expect(reset.status).toBe(200);
    expect((await verify(t, pharmacy, id, [b!, a!])).status).toBe(200);
  });
});

describe('POST /api/v1/support/bank_accounts/:id/lift_transfer_hold', () => {
  it('lists an account held after a return for support, who lifts the hold (audited); transfers are allowed again (hold lift)', async () => {
    const added = (await (await addBankAccount(t, pharmacy, bankBody())).json()) as {
      bank_account: { id: string };
    };
    const id = added.bank_account.id;
    const heldAt = new Date('2026-03-02T10:00:00Z');
    await t.db.update(bankAccounts).set({ transfersHeldAt: heldAt }).where(eq(bankAccounts.id, id));
    const queue = (await (
      await t.call('GET', '/api/v1/support/bank_accounts/locked', { as: support })
    ).json()) as { bank_accounts: { id: string }[] };
    expect(queue.bank_accounts.find((b) => b.id === id)).toMatchObject({
      last4: '6789',
      account_id: PHARMACY.id,
      verification_locked: false,
      transfers_held_at: heldAt.toISOString(),
    });
    const path = `/api/v1/support/bank_accounts/${id}/lift_transfer_hold`;
    expect((await t.call('POST', path, { as: pharmacy })).status).toBe(403);
    const lifted = await t.call('POST', path, { as: support });
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toEqual({ message: LIFT_HOLD_MESSAGES.lifted });
    expect((await listBankAccounts(t, pharmacy)).find((b) => b.id === id)).toMatchObject({
      transfers_held: false,
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'bank_account.transfer_hold_lifted'));
    expect(event?.actorUserId).toBeTruthy();
    expect(event).toMatchObject({
      details: { bank_account_id: id, account_id: PHARMACY.id, held_at: heldAt.toISOString() },
    });
    // Not held any more: a second lift is a conflict, and another id is not found.
    const again = await t.call('POST', path, { as: support });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).message).toBe(LIFT_HOLD_MESSAGES.notHeld);
    const unknown = `/api/v1/support/bank_accounts/${crypto.randomUUID()}/lift_transfer_hold`;
    expect((await t.call('POST', unknown, { as: support })).status).toBe(404);
  });
});

describe('DELETE /api/v1/payment_methods/bank_accounts/:id', () => {
  it('is refused while a transfer on the account is unsettled, and removes it once settled (delete refused while unsettled)', async () => {
    const added = (await (await addBankAccount(t, pharmacy, bankBody())).json()) as {
      bank_account: { id: string };
    };
    const id = added.bank_account.id;
    const [payment] = await t.db
      .insert(payments)
      .values({
        payerAccountId: PHARMACY.id,
        payeeAccountId: SELLER.id,
        method: 'bank_transfer',
        bankAccountId: id,
        amountCents: 1_000,
        status: 'pending',
      })
      .returning();
    await t.db.insert(bankTransfers).values({ paymentId: payment!.id, bankAccountId: id });
    const refused = await t.call('DELETE', `/api/v1/payment_methods/bank_accounts/${id}`, { as: pharmacy });
    expect(refused.status).toBe(409);
    expect((await listBankAccounts(t, pharmacy)).map((b) => b.id)).toContain(id);
    await t.db
      .update(bankTransfers)
      .set({ status: 'settled' })
      .where(eq(bankTransfers.paymentId, payment!.id));
    const removed = await t.call('DELETE', `/api/v1/payment_methods/bank_accounts/${id}`, { as: pharmacy });
    expect(removed.status).toBe(200);
    expect((await listBankAccounts(t, pharmacy)).map((b) => b.id)).not.toContain(id);
    // Kept for the payment that names it, marked removed.
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    expect(row!.removedAt).not.toBeNull();
    expect(
      (await t.call('DELETE', `/api/v1/payment_methods/bank_accounts/${id}`, { as: pharmacy })).status,
    ).toBe(404);
  });

  it("answers 404 for another pharmacy's bank account", async () => {
    const added = (await (await addBankAccount(t, pharmacy, bankBody())).json()) as {
      bank_account: { id: string };
    };
    const response = await t.call(
      'DELETE',
      `/api/v1/payment_methods/bank_accounts/${added.bank_account.id}`,
      {
        as: seller,
      },
    );
    expect(response.status).toBe(404);
  });
});
