/**
 * The order edit page's bank block (pharmacy-side §4 Order edit: save is disabled while the bank
 * payment method is unavailable; §8: the warning carries the verify-now link). The order's own
 * transfer already counts in what was sent this week; an edit may add only what is left of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, VERIFY_BANK_LINK } from '../../../domain/checkout/checkout-messages.ts';
import { bankAccounts } from '../../../db/schema/index.ts';
import { DEMO_BANK_ACCOUNT_ID } from '../../../db/seed/buying.ts';
import { WEEKLY_UNVERIFIED_LIMIT_CENTS } from '../../../domain/payments/bank-limit.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { openFulfilmentContext, placeAndStart, readOrder, stockOf } from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('order-edit-bank'));
});
afterAll(() => close());

type BankPayment = { available: boolean; warning: string | null; verify_link: string | null } | null;

async function previewBank(orderId: string, itemId: string, quantity: number, as = pharmacy) {
  const prefix = as === supplier ? '/api/v1/suppliers/orders' : '/api/v1/orders';
  const response = await t.call('POST', `${prefix}/${orderId}/preview`, {
    as,
    body: { items: [{ id: itemId, quantity }] },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bank_payment: BankPayment }).bank_payment;
}

describe('order edit with an unverified bank transfer (weekly sending limit)', () => {
  it('allows an edit up to what is left of the week, blocks one past it with the verify link, and saves nothing', async () => {
    // 2 × $50.00 twice and $15.00 ground: $215.00 sent by bank this week.
    const { order, items, listings } = await placeAndStart(t, {
      paymentMethod: 'bank_transfer',
      lines: [{ stock: 200 }, {}],
    });
    const left = WEEKLY_UNVERIFIED_LIMIT_CENTS - 21_500;
    const blocked = {
      available: false,
      warning: CHECKOUT_MESSAGES.bankLimit(left),
      verify_link: VERIFY_BANK_LINK,
    };

    // 98 × $50.00 + $100.00 with free shipping is $5,000.00: exactly $4,785.00 more.
    expect(await previewBank(order.id, items[0]!.id, 98)).toEqual({
      available: true,
      warning: null,
      verify_link: VERIFY_BANK_LINK,
    });
    expect(await previewBank(order.id, items[0]!.id, 99)).toEqual(blocked);

    const refused = await t.call('PATCH', `/api/v1/orders/${order.id}`, {
      as: pharmacy,
      body: { items: [{ id: items[0]!.id, quantity: 99 }] },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(blocked.warning);
    expect((await readOrder(t, order.id)).totalCents).toBe(21_500);
    expect(await stockOf(t, listings[0]!.id)).toBe(198);
  });

  it('lifts the block once the bank account is verified', async () => {
    const { order, items } = await placeAndStart(t, {
      paymentMethod: 'bank_transfer',
      lines: [{ stock: 200 }, {}],
    });
    await t.db.update(bankAccounts).set({ verified: true }).where(eq(bankAccounts.id, DEMO_BANK_ACCOUNT_ID));
    try {
      expect(await previewBank(order.id, items[0]!.id, 150)).toEqual({
        available: true,
        warning: null,
        verify_link: null,
      });
    } finally {
      await t.db
        .update(bankAccounts)
        .set({ verified: false })
        .where(eq(bankAccounts.id, DEMO_BANK_ACCOUNT_ID));
    }
  });

  it('answers no bank check for other payment methods, nor to the supplier', async () => {
    const offline = await placeAndStart(t);
    expect(await previewBank(offline.order.id, offline.items[0]!.id, 3)).toBeNull();
    const bank = await placeAndStart(t, { paymentMethod: 'bank_transfer', lines: [{ stock: 200 }, {}] });
    expect(await previewBank(bank.order.id, bank.items[0]!.id, 99, supplier)).toBeNull();
  });
});
