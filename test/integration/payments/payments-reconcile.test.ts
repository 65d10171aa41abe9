/**
 * The invoicePaid outbox (issue 10 "Nothing waits forever"): an invoice paid while its order's
 * signal was lost does not leave the order invoiced for ever; the reconcile-payments workflow
 * signals it again and the order becomes paid.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  openFulfilmentContext,
  placeAndStart,
  SANDBOX_SHIPMENT,
  waitForStatus,
} from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('payments-reconcile'));
});
afterAll(async () => {
  await close?.();
});

async function invoicedOrder() {
  const placed = await placeAndStart(t, {
    durations: { tracking: { sandboxStepMs: 60_000, pollMs: 60_000 } },
  });
  const id = placed.order.id;
  for (const [step, body] of [
    ['accept', {}],
    ['ship', SANDBOX_SHIPMENT],
  ] as const) {
    const response = await t.call('POST', `/api/v1/suppliers/orders/${id}/${step}`, { as: supplier, body });
    expect(response.status, step).toBe(200);
  }
  expect((await t.call('POST', `/api/v1/orders/${id}/delivered`, { as: pharmacy, body: {} })).status).toBe(
    200,
  );
  await waitForStatus(t, id, 'invoiced');
  return placed.order;
}

describe('the invoicePaid outbox', () => {
  it('signals an order whose invoice was paid while its signal was lost, and the order becomes paid', async () => {
    const order = await invoicedOrder();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    // The payment committed two minutes ago; the API's signal after it never reached the workflow.
    const paidAt = new Date(Date.now() - 120_000);
    await t.db.insert(payments).values({
      payerAccountId: invoice!.pharmacyAccountId,
      payeeAccountId: invoice!.supplierAccountId,
      orderId: order.id,
      invoiceId: invoice!.id,
      method: 'bank_transfer',
      amountCents: invoice!.amountCents,
      status: 'succeeded',
      processorRef: `sbx_bank_${randomUUID()}`,
    });
    await t.db
      .update(invoices)
      .set({ status: 'paid', paidCents: invoice!.amountCents, paidAt })
      .where(eq(invoices.id, invoice!.id));

    const workflowId = `reconcile-payments-${randomUUID()}`;
    const report = await t.temporal.client.workflow.execute<() => Promise<{ invoicesSignalled: number }>>(
      'reconcilePaymentsWorkflow',
      { taskQueue: t.env.temporal.taskQueue, workflowId },
    );
    expect(report.invoicesSignalled).toBe(1);
    await waitForStatus(t, order.id, 'paid');
    await recordHistoryIfAsked('reconcile-payments', workflowId, t.env.temporal.address);
  });
});
