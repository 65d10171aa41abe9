/**
 * Paying an invoice with a saved method (issue 4 "Balance and invoices"; pharmacy-side §3 Payment
 * methods: card through the card processor, bank transfer with the weekly limit of unverified
 * senders). POST /api/v1/invoices/:id/pay moves money, so it needs an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentCards, payments, sandboxCardTokens } from '../../../db/schema/index.ts';
import { DEMO_BANK_ACCOUNT_ID, DEMO_CARD_ID } from '../../../db/seed/buying.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertInvoicedOrder, PHARMACY, SELLER } from '../orders/orders-pharmacy-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
let declinedCardId: string;

const CARD = { payment_method: 'card', payment_card_id: DEMO_CARD_ID };
const BANK = { payment_method: 'bank_transfer', bank_account_id: DEMO_BANK_ACCOUNT_ID };

const pay = async (
  invoiceId: string,
  body: unknown,
  key: string | null = randomUUID(),
  as: Credentials = pharmacy,
) => {
  const response = await t.call('POST', `/api/v1/invoices/${invoiceId}/pay`, {
    as,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as Record<string, unknown>,
  };
};
const invoiceRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (id: string) => t.db.select().from(payments).where(eq(payments.invoiceId, id));

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
  const token = `sbx_tok_test_declined_${randomUUID()}`;
  await t.db.insert(sandboxCardTokens).values({ token, declineReason: 'card_declined' });
  const [card] = await t.db
    .insert(paymentCards)
    .values({
      accountId: PHARMACY.id,
      brand: 'Visa',
      last4: '0002',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Paula Reyes',
      processorToken: token,
    })
    .returning();
  declinedCardId = card!.id;
});
afterAll(() => t.close());

describe('POST /api/v1/invoices/:id/pay', () => {
  it('charges the card for what is left, records the payment and marks the invoice paid', async () => {
    const { invoice } = await insertInvoicedOrder(t.db, {
      totalCents: 12_345,
      invoice: { paidCents: 2_345 },
    });
    const paid = await pay(invoice.id, CARD);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: `Invoice #${invoice.number} has been paid.`,
      invoice: { id: invoice.id, status: 'paid', paid_cents: 12_345 },
      payment: { method: 'card', amount_cents: 10_000, status: 'succeeded' },
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 12_345 });
    const rows = await paymentsOf(invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: 10_000,
      status: 'succeeded',
      paymentCardId: DEMO_CARD_ID,
      payerAccountId: PHARMACY.id,
    });
  });

  it('answers the first response again to a retry with the same key and charges once (idempotency)', async () => {
    const { invoice } = await insertInvoicedOrder(t.db);
    const key = randomUUID();
    const first = await pay(invoice.id, CARD, key);
    const retry = await pay(invoice.id, CARD, key);
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('refuses the same key with another body with 422', async () => {
    const { invoice } = await insertInvoicedOrder(t.db);
    const key = randomUUID();
    expect((await pay(invoice.id, CARD, key)).status).toBe(200);
    expect((await pay(invoice.id, BANK, key)).status).toBe(422);
  });

  it('answers 409 when the invoice is already paid', async () => {
    const { invoice } = await insertInvoicedOrder(t.db);
    expect((await pay(invoice.id, CARD)).status).toBe(200);
    const again = await pay(invoice.id, CARD);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invoice has already been paid.');
  });

  it('answers 404 for another pharmacy’s invoice and for another pharmacy’s card (IDOR)', async () => {
    const foreign = await insertInvoicedOrder(t.db, { pharmacy: SELLER });
    expect((await pay(foreign.invoice.id, CARD)).status).toBe(404);
    expect((await invoiceRow(foreign.invoice.id)).status).toBe('open');
    const own = await insertInvoicedOrder(t.db, { pharmacy: SELLER });
    expect((await pay(own.invoice.id, CARD, randomUUID(), seller)).status).toBe(404);
    expect(await paymentsOf(own.invoice.id)).toHaveLength(0);
  });

  it('answers 400 without an Idempotency-Key', async () => {
    const { invoice } = await insertInvoicedOrder(t.db);
    expect((await pay(invoice.id, CARD, null)).status).toBe(400);
  });

  it('answers 422 with the processor’s message when the card is declined, recording the failed attempt', async () => {
    const { invoice } = await insertInvoicedOrder(t.db);
    const declined = await pay(invoice.id, { payment_method: 'card', payment_card_id: declinedCardId });
    expect(declined.status).toBe(422);
    expect(declined.body.message).toBe('Your card was declined.');
    expect((await invoiceRow(invoice.id)).status).toBe('open');
    expect((await paymentsOf(invoice.id)).map((p) => p.status)).toEqual(['failed']);
  });

  it('pays by bank transfer from an unverified account within the weekly limit, and refuses above it (§3 weekly sending limit)', async () => {
    const small = await insertInvoicedOrder(t.db, { totalCents: 100_000 });
    expect((await pay(small.invoice.id, BANK)).body).toMatchObject({
      payment: { method: 'bank_transfer', status: 'pending' },
    });
    const large = await insertInvoicedOrder(t.db, { totalCents: 450_000 });
    const refused = await pay(large.invoice.id, BANK);
    expect(refused.status).toBe(422);
    expect(String(refused.body.message)).toContain('verify your bank account');
    expect((await invoiceRow(large.invoice.id)).status).toBe('open');
  });

  it('signals invoicePaid to the order workflow when one is running', async () => {
    const { order, invoice } = await insertInvoicedOrder(t.db);
    const handle = await t.temporal.client.workflow.start('orderFulfilmentWorkflow', {
      taskQueue: `no-worker-${randomUUID()}`,
      workflowId: `order:${order.id}`,
      args: [{ orderId: order.id }],
    });
    try {
      expect((await pay(invoice.id, CARD)).status).toBe(200);
      const history = await handle.fetchHistory();
      const signals = (history.events ?? []).filter((e) => e.workflowExecutionSignaledEventAttributes);
      expect(signals.map((e) => e.workflowExecutionSignaledEventAttributes!.signalName)).toEqual([
        'invoicePaid',
      ]);
    } finally {
      await handle.terminate('test done');
    }
  });
});
