/**
 * Refunds reach the processor (issue 10 "Money is never kept or created by mistake"): cancelling a
 * paid order gives the money back through the card processor or the bank sandbox, keyed by order
 * and refund number, written as refund rows first (the outbox); an edit that lowers a prepaid order
 * refunds the difference, and its invoice counts only what was kept.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRefunds } from '../../../activities/payments/refunds.ts';
import { invoiceOrder } from '../../../activities/orders/invoice-order.ts';
import {
  invoices,
  orderItems,
  orders,
  payments,
  refunds,
  sandboxBankReversals,
  sandboxCardCharges,
  sandboxCardRefunds,
} from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  addToCart,
  createListing,
  DEMO_BANK_ACCOUNT_ID,
  DEMO_CARD_ID,
  offlineBody,
  place,
  type Placed,
  SUPPLIER_ID,
} from '../checkout/checkout-helpers.ts';
import { openFulfilmentContext, PHARMACY, readOrder } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let supplier: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy, supplier, close } = await openFulfilmentContext('refunds'));
});
afterAll(async () => {
  await close?.();
});

/** Checks out one line of 3 × $50.00 with Keystone (its minimum is $100.00), paid by card or bank transfer. */
async function placePaid(method: 'card' | 'bank_transfer') {
  const { listing } = await createListing(t, { priceCents: 5_000, stock: 20 });
  await addToCart(t, PHARMACY.id, listing, 3);
  const body = offlineBody(undefined, {
    payment_method: method,
    ...(method === 'card' ? { payment_card_id: DEMO_CARD_ID } : { bank_account_id: DEMO_BANK_ACCOUNT_ID }),
  });
  const response = await place(t, pharmacy, SUPPLIER_ID, body, randomUUID());
  expect(response.status).toBe(201);
  const { order } = (await response.json()) as Placed;
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { order, payment: payment! };
}

/** What the processor itself gave back of a payment, refund by refund (its own ledger). */
/** A payment's reference as it is now: a bank transfer's comes once its debit is sent (issue 23). */
const refOf = async (paymentId: string) =>
  (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.processorRef!;

async function givenBackAtProcessor(method: 'card' | 'bank_transfer', processorRef: string) {
  if (method === 'bank_transfer') {
    const rows = await t.db
      .select()
      .from(sandboxBankReversals)
      .where(eq(sandboxBankReversals.transferRef, processorRef));
    return rows.map((r) => [r.idempotencyKey, r.amountCents]).sort();
  }
  const rows = await t.db
    .select()
    .from(sandboxCardRefunds)
    .where(eq(sandboxCardRefunds.chargeId, processorRef));
  return rows.map((r) => [r.idempotencyKey, r.amountCents]).sort();
}

async function refundsOf(orderId: string) {
  return t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.refundNumber);
}

describe('refunds reach the processor', () => {
  it('cancelling a card order refunds its whole charge at the card processor, once', async () => {
    const { order, payment } = await placePaid('card');
    const response = await t.call('POST', `/api/v1/orders/${order.id}/cancel`, {
      as: pharmacy,
      body: { reason: 'Ordered twice' },
    });
    expect(response.status).toBe(200);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      amountCents: order.total_cents,
      status: 'sent',
      processorKey: `refund:${order.id}:1`,
      reason: 'Order cancelled',
    });
    const [charge] = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.id, payment.processorRef!));
    expect(charge).toMatchObject({ outcome: 'captured', refundedCents: order.total_cents });
    const atProcessor = await t.db
      .select()
      .from(sandboxCardRefunds)
      .where(eq(sandboxCardRefunds.idempotencyKey, refund!.processorKey));
    expect(atProcessor.map((r) => r.amountCents)).toEqual([order.total_cents]);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe(
      'refunded',
    );

    // Sending again (a retried activity, the reconciler) moves no more money.
    await t.db.update(refunds).set({ status: 'pending' }).where(eq(refunds.id, refund!.id));
    await sendRefunds({ ...t.ports, db: t.db, logger: console, now: new Date() }, { orderId: order.id });
    const [again] = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.id, payment.processorRef!));
    expect(again!.refundedCents).toBe(order.total_cents);
  });

  it('cancelling a bank-transfer order reverses the transfer at the bank sandbox', async () => {
    const { order, payment } = await placePaid('bank_transfer');
    const response = await t.call('POST', `/api/v1/suppliers/orders/${order.id}/cancel`, {
      as: supplier,
      body: { reason: 'Out of stock' },
    });
    expect(response.status).toBe(200);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ amountCents: order.total_cents, status: 'sent' });
    const reversals = await t.db
      .select()
      .from(sandboxBankReversals)
      .where(eq(sandboxBankReversals.transferRef, await refOf(payment.id)));
    expect(reversals.map((r) => [r.amountCents, r.idempotencyKey])).toEqual([
      [order.total_cents, `refund:${order.id}:1`],
    ]);
  });

  it('an edit that lowers a card order refunds the difference, and the invoice counts what was kept', async () => {
    const { order, payment } = await placePaid('card');
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const response = await t.call('PATCH', `/api/v1/suppliers/orders/${order.id}`, {
      as: supplier,
      body: { items: [{ id: item!.id, quantity: 2 }] },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const lowered = await readOrder(t, order.id);
    expect(lowered.totalCents).toBeLessThan(order.total_cents);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      amountCents: order.total_cents - lowered.totalCents,
      status: 'sent',
      reason: 'Order changed',
    });
    const [charge] = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.id, payment.processorRef!));
    expect(charge!.refundedCents).toBe(order.total_cents - lowered.totalCents);
    // Still a succeeded payment (part of it kept), and the order stays fully prepaid.
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe(
      'succeeded',
    );

    // Delivered, the invoice counts the $ kept, not the $ first charged: the order is paid in full.
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const invoice = await invoiceOrder(t.db, order.id, new Date());
    expect(invoice.status).toBe('paid');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.invoiceId));
    expect(row).toMatchObject({ amountCents: lowered.totalCents, paidCents: lowered.totalCents });
  });

  for (const method of ['card', 'bank_transfer'] as const) {
    it(`cancelling a lowered ${method} order refunds only what is still charged: every cent back exactly once (issue 21)`, async () => {
      const { order, payment } = await placePaid(method);
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const lowered = await t.call('PATCH', `/api/v1/suppliers/orders/${order.id}`, {
        as: supplier,
        body: { items: [{ id: item!.id, quantity: 2 }] },
      });
      expect(lowered.status).toBe(200);
      const kept = (await readOrder(t, order.id)).totalCents;
      expect(kept).toBeLessThan(order.total_cents);
      const cancelled = await t.call('POST', `/api/v1/orders/${order.id}/cancel`, { as: pharmacy, body: {} });
      expect(cancelled.status).toBe(200);

      // The edit gave back the difference; the cancel gives back what the order still kept, not the
      // whole first charge again.
      const rows = await refundsOf(order.id);
      expect(rows.map((r) => [r.refundNumber, r.reason, r.amountCents, r.status])).toEqual([
        [1, 'Order changed', order.total_cents - kept, 'sent'],
        [2, 'Order cancelled', kept, 'sent'],
      ]);
      const ledger = [
        [`refund:${order.id}:1`, order.total_cents - kept],
        [`refund:${order.id}:2`, kept],
      ].sort();
      expect(await givenBackAtProcessor(method, await refOf(payment.id))).toEqual(ledger);
      expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe(
        'refunded',
      );

      // A resend (a retried activity, the reconciler) moves no more money.
      await t.db.update(refunds).set({ status: 'pending' }).where(eq(refunds.orderId, order.id));
      await sendRefunds({ ...t.ports, db: t.db, logger: console, now: new Date() }, { orderId: order.id });
      expect(await givenBackAtProcessor(method, await refOf(payment.id))).toEqual(ledger);
      if (method === 'card') {
        const [charge] = await t.db
          .select()
          .from(sandboxCardCharges)
          .where(eq(sandboxCardCharges.id, payment.processorRef!));
        expect(charge).toMatchObject({ amountCents: order.total_cents, refundedCents: order.total_cents });
      }
    });
  }
});
