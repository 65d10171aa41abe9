/**
 * Payment methods (pharmacy-side §2 Payment card form, /pharmacy/settings/ach_verification; §3
 * Payment methods; §5 Card): cards go through the sandbox card processor and only its token, the
 * brand, the last four and the expiry are kept; bank accounts are verified with micro-deposits.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../../services/payments/verify-bank-account.ts';
import { bankAccounts, paymentCards } from '../../../db/schema/index.ts';
import { CARD_MESSAGES } from '../../../domain/payments/card-rules.ts';
import { SANDBOX_UNKNOWN_CARD_MESSAGE } from '../../../domain/payments/sandbox-card.ts';
import { depositsOf } from './bank-account-helpers.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  DEMO_BANK_ACCOUNT_ID,
  DEMO_CARD_ID,
  PHARMACY,
  SELLER_LOCATION,
  type Problem,
} from '../checkout/checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;

type Listing = {
  card_processor: string;
  cards: { id: string; last4: string; brand: string }[];
  bank_accounts: { id: string; verified: boolean; verify_attempts_left: number | null }[];
};

beforeAll(async () => {
  // This file saves cards by the dozen to try the card rules: the cards rate limit is lifted here.
  t = await createTestContext({ env: { RATE_LIMITS: 'cards=1000/1000/3600' } });
  [pharmacy, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
});
afterAll(() => t.close());

const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  exp_month: 11,
  exp_year: 2029,
  cvc: '123',
  holder_name: 'Paula Reyes',
  ...overrides,
});
const addCard = (body: unknown, as = pharmacy) =>
  t.call('POST', '/api/v1/payment_methods/cards', { as, body });
const list = async (as = pharmacy) =>
  (await (await t.call('GET', '/api/v1/payment_methods', { as })).json()) as Listing;

describe('POST /api/v1/payment_methods/cards', () => {
  it('saves a test card by token, brand, last four and expiry, never its number or security code (§5 Card)', async () => {
    const response = await addCard(card({ cvc: '987' }));
    expect(response.status).toBe(201);
    const { card: saved } = (await response.json()) as { card: Record<string, unknown> };
    expect(saved).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      exp_month: 11,
      exp_year: 2029,
      holder_name: 'Paula Reyes',
      expired: false,
    });
    expect(saved).not.toHaveProperty('processor_token');
    const [row] = await t.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.id, saved.id as string));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    // The code is stored nowhere: no column holds it (a substring test failed once on a random
    // processor token that happened to contain "987").
    expect(Object.values(row!).map(String)).not.toContain('987');
    expect(Object.keys(row!).filter((key) => /cvc|cvv|security/i.test(key))).toEqual([]);
    expect(t.logs.join('\n')).not.toMatch(/4242 4242 4242 4242|4242424242424242/);
  });

  it('accepts an American Express test card with 15 digits and a 4-digit code', async () => {
    expect((await addCard(card({ number: '378282246310005', cvc: '1234' }))).status).toBe(201);
  });

  it("refuses a bad number, a past expiry and a short security code with the spec's messages (§5 Card)", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ number: '4242 4242 4242 4241' }, 'number', CARD_MESSAGES.number],
      [{ number: '37828224631000' }, 'number', CARD_MESSAGES.number],
      [{ exp_month: 13 }, 'exp_month', CARD_MESSAGES.exp],
      [{ exp_month: 1, exp_year: 2020 }, 'exp_month', CARD_MESSAGES.exp],
      [{ cvc: '12' }, 'cvc', CARD_MESSAGES.cvc('visa')],
      [{ number: '378282246310005', cvc: '123' }, 'cvc', CARD_MESSAGES.cvc('amex')],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await addCard(card(overrides));
      const problem = (await response.json()) as Problem;
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(problem.errors?.[field]).toEqual([message]);
    }
  });

  it('refuses a valid number that is not one of the sandbox test cards', async () => {
    const response = await addCard(card({ number: '4111 1111 1111 1111' }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).message).toBe(SANDBOX_UNKNOWN_CARD_MESSAGE);
  });

  it('verifies a card when it is saved: a declining test card is refused then, with its message on the number, and nothing is kept', async () => {
    const before = await t.db.select().from(paymentCards).where(eq(paymentCards.accountId, PHARMACY.id));
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      const response = await addCard(card({ number }));
      expect(response.status).toBe(422);
      expect(((await response.json()) as Problem).errors).toEqual({ number: [message] });
    }
    expect(await t.db.select().from(paymentCards).where(eq(paymentCards.accountId, PHARMACY.id))).toEqual(
      before,
    );
  });

  it("answers 404 for another pharmacy's location and 400 for an unknown field", async () => {
    expect((await addCard(card({ location_id: SELLER_LOCATION }))).status).toBe(404);
    expect((await addCard(card({ token: 'x' }))).status).toBe(400);
  });
});

describe('GET and DELETE /api/v1/payment_methods', () => {
  it("lists only the caller's cards and bank accounts, under the sandbox processor's name", async () => {
    const mine = await list();
    expect(mine.card_processor).toBe('Sandbox card processor');
    expect(mine.cards.some((c) => c.id === DEMO_CARD_ID)).toBe(true);
    expect(mine.bank_accounts).toEqual([
      expect.objectContaining({ id: DEMO_BANK_ACCOUNT_ID, verified: false, verify_attempts_left: 3 }),
    ]);
    const theirs = await list(seller);
    expect(theirs.cards.some((c) => c.id === DEMO_CARD_ID)).toBe(false);
    expect(theirs.bank_accounts).toEqual([]);
  });

  it("removes the caller's own card and answers 404 for another pharmacy's", async () => {
    const { card: saved } = (await (await addCard(card({ number: '5555555555554444' }))).json()) as {
      card: { id: string };
    };
    expect((await t.call('DELETE', `/api/v1/payment_methods/cards/${saved.id}`, { as: seller })).status).toBe(
      404,
    );
    expect(
      (await t.call('DELETE', `/api/v1/payment_methods/cards/${saved.id}`, { as: pharmacy })).status,
    ).toBe(200);
    expect((await list()).cards.some((c) => c.id === saved.id)).toBe(false);
  });
});

describe('POST /api/v1/payment_methods/bank_accounts/{id}/verify', () => {
  const verify = (id: string, amounts: unknown, as = pharmacy) =>
    t.call('POST', `/api/v1/payment_methods/bank_accounts/${id}/verify`, { as, body: { amounts } });

  it("answers 404 for another pharmacy's bank account", async () => {
    expect((await verify(DEMO_BANK_ACCOUNT_ID, [32, 45], seller)).status).toBe(404);
  });

  it('counts a wrong pair as an attempt, then verifies the right pair in any order (micro-deposits)', async () => {
    // The seed's deposits are random (issue 23): read as the sandbox bank's inbox shows them.
    const [a, b] = await depositsOf(t, pharmacy, DEMO_BANK_ACCOUNT_ID);
    const wrong = await verify(DEMO_BANK_ACCOUNT_ID, [a! === 99 ? 98 : a! + 1, b!]);
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Problem).message).toBe(VERIFY_MESSAGES.mismatch(2));
    const right = await verify(DEMO_BANK_ACCOUNT_ID, [b!, a!]);
    expect(right.status).toBe(200);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, DEMO_BANK_ACCOUNT_ID));
    expect(row).toMatchObject({ verified: true, verifyAttempts: 1 });
  });

  it('locks verification after three wrong attempts (3 attempts max)', async () => {
    const [account] = await t.db
      .insert(bankAccounts)
      .values({ accountId: PHARMACY.id, bankName: 'Sandbox', last4: '2222', microDepositCents: [11, 12] })
      .returning();
    for (const left of [2, 1, 0]) {
      expect(((await (await verify(account!.id, [1, 2])).json()) as Problem).message).toBe(
        VERIFY_MESSAGES.mismatch(left),
      );
    }
    const locked = await verify(account!.id, [11, 12]);
    expect(((await locked.json()) as Problem).message).toBe(VERIFY_MESSAGES.locked);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, account!.id));
    expect(row).toMatchObject({ verified: false, verifyAttempts: 3 });
  });

  it('refuses amounts that are not two cents values under a dollar (400)', async () => {
    expect((await verify(DEMO_BANK_ACCOUNT_ID, [32])).status).toBe(400);
    expect((await verify(DEMO_BANK_ACCOUNT_ID, [0.32, 0.45])).status).toBe(400);
  });
});
