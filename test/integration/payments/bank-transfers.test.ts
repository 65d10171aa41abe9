/**
 * A bank transfer settles later (issue 23): paying an invoice by transfer answers pending; the
 * `bank-transfer:<paymentId>` workflow sends the debit through the bank port and waits for the
 * sandbox bank's clearing (a signal), then marks the invoice paid; a debit from the test routing
 * number comes back R01, the invoice stays unpaid, the account is held and the pharmacy told.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_RETURN_ROUTING_NUMBER } from '../../../activities/payments/sandbox-bank.ts';
import {
  bankTransfers,
  invoices,
  notifications,
  payments,
  sandboxBankEntries,
} from '../../../db/schema/index.ts';
import { BANK_TRANSFER_MESSAGES } from '../../../domain/payments/bank-account-rules.ts';
import { bankTransferWorkflowId } from '../../../workflows/payments/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { insertInvoicedOrder, PHARMACY } from '../orders/orders-pharmacy-fixtures.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';
import { addBankAccount, bankBody, listBankAccounts } from './bank-account-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let worker: Awaited<ReturnType<typeof startWorker>>;

beforeAll(async () => {
  t = await createTestContext();
  worker = await startWorker(t);
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function newBankAccount(routingNumber = '021000021') {
  const response = await addBankAccount(t, pharmacy, bankBody({ routing_number: routingNumber }));
  return ((await response.json()) as { bank_account: { id: string } }).bank_account.id;
}

type PayAnswer = { message: string; payment: { id: string } };

const pay = async (invoiceId: string, bankAccountId: string) => {
  const response = await t.call('POST', `/api/v1/invoices/${invoiceId}/pay`, {
    as: pharmacy,
    body: { payment_method: 'bank_transfer', bank_account_id: bankAccountId },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return { status: response.status, body: (await response.json()) as PayAnswer };
};

const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const invoiceRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** Waits until the workflow has sent the debit (the sandbox bank then has it to clear). */
async function debitSent(paymentId: string) {
  await expect
    .poll(async () => (await paymentRow(paymentId)).processorRef, { timeout: 20_000, interval: 100 })
    .toMatch(/^sbx_ach_/);
}

const clear = () => t.call('POST', '/api/v1/sandbox/bank/clear', { as: pharmacy });

describe('bank-transfer workflow', () => {
  it('answers pending, sends the debit through the bank port, and marks the invoice paid when the transfer settles (settlement marks paid)', async () => {
    const bank = await newBankAccount();
    const { invoice } = await insertInvoicedOrder(t.db, { totalCents: 4_321 });
    const paid = await pay(invoice.id, bank);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: BANK_TRANSFER_MESSAGES.pending(invoice.number),
      invoice: { status: 'open', paid_cents: 0 },
      payment: { method: 'bank_transfer', status: 'pending', amount_cents: 4_321 },
    });
    const paymentId = paid.body.payment.id;
    // A second payment while this one is on its way would pay the invoice twice.
    expect((await pay(invoice.id, bank)).status).toBe(409);
    await debitSent(paymentId);
    expect((await invoiceRow(invoice.id)).status).toBe('open');
    expect((await clear()).status).toBe(200);
    await expect
      .poll(async () => (await invoiceRow(invoice.id)).status, { timeout: 20_000, interval: 100 })
      .toBe('paid');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect((await invoiceRow(invoice.id)).paidCents).toBe(4_321);
    const handle = t.temporal.client.workflow.getHandle(bankTransferWorkflowId(paymentId));
    expect(await handle.result()).toEqual({ paymentId, status: 'settled' });
    await recordHistoryIfAsked(
      'bank-transfer-settled',
      bankTransferWorkflowId(paymentId),
      t.env.temporal.address,
    );
  });

  it('puts the invoice back to unpaid, holds the account and notifies the pharmacy when the bank returns R01 (R01 return → invoice unpaid + hold + notification)', async () => {
    const bank = await newBankAccount(SANDBOX_RETURN_ROUTING_NUMBER);
    const { invoice } = await insertInvoicedOrder(t.db, { totalCents: 2_500 });
    const paid = await pay(invoice.id, bank);
    const paymentId = paid.body.payment.id;
    await debitSent(paymentId);
    await clear();
    await expect
      .poll(async () => (await paymentRow(paymentId)).status, { timeout: 20_000, interval: 100 })
      .toBe('returned');
    expect((await paymentRow(paymentId)).failureMessage).toBe('R01 Insufficient funds');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'open', paidCents: 0, paidAt: null });
    expect((await listBankAccounts(t, pharmacy)).find((b) => b.id === bank)).toMatchObject({
      transfers_held: true,
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.accountId, PHARMACY.id));
    const notice = notices.find((n) => n.dedupeKey === `bank-transfer-returned:${paymentId}`);
    expect(notice?.body).toContain(`invoice #${invoice.number}`);
    // Held: the next transfer from this account is refused; the invoice can still be paid otherwise.
    const again = await pay(invoice.id, bank);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(BANK_TRANSFER_MESSAGES.held);
    await recordHistoryIfAsked(
      'bank-transfer-returned',
      bankTransferWorkflowId(paymentId),
      t.env.temporal.address,
    );
  });

  it('keeps or returns every cent it debited: settled debits equal succeeded payments, returned debits returned ones (money test)', async () => {
    const good = await newBankAccount();
    const bad = await newBankAccount(SANDBOX_RETURN_ROUTING_NUMBER);
    const ids: string[] = [];
    for (const [bank, cents] of [
      [good, 1_001],
      [bad, 2_002],
      [good, 3_003],
      [bad, 4_004],
    ] as const) {
      const { invoice } = await insertInvoicedOrder(t.db, { totalCents: cents });
      ids.push((await pay(invoice.id, bank)).body.payment.id);
    }
    for (const id of ids) await debitSent(id);
    await clear();
    await expect
      .poll(
        async () =>
          (await t.db.select().from(bankTransfers).where(inArray(bankTransfers.paymentId, ids))).every(
            (r) => r.status !== 'pending',
          ),
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    const rows = await t.db.select().from(payments).where(inArray(payments.id, ids));
    const refs = rows.map((r) => r.processorRef!.replace('sbx_ach_', ''));
    const debits = await t.db.select().from(sandboxBankEntries).where(inArray(sandboxBankEntries.id, refs));
    const sum = (xs: { amountCents: number }[]) => xs.reduce((s, x) => s + x.amountCents, 0);
    expect(sum(debits)).toBe(10_010);
    expect(sum(rows.filter((r) => r.status === 'succeeded'))).toBe(
      sum(debits.filter((d) => d.status === 'settled')),
    );
    expect(sum(rows.filter((r) => r.status === 'returned'))).toBe(
      sum(debits.filter((d) => d.status === 'returned')),
    );
    expect(sum(rows.filter((r) => r.status === 'succeeded'))).toBe(4_004);
    expect(sum(rows.filter((r) => r.status === 'returned'))).toBe(6_006);
  });
});
