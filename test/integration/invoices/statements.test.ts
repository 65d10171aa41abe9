/**
 * Monthly statements (issue 4 "monthly statements on a Temporal schedule"; pharmacy-side §2 balance
 * dropdown, statements): one row per pharmacy and month with what was invoiced, paid and still open,
 * idempotent by (pharmacy, period); run by the activity directly and by monthlyStatementsWorkflow.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMonthlyStatements } from '../../../activities/invoices/write-statements.ts';
import { statements } from '../../../db/schema/index.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { insertInvoicedOrder, PHARMACY, SELLER } from '../orders/orders-pharmacy-fixtures.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';

let t: TestContext;

const statementOf = async (accountId: string, period: string) =>
  (
    await t.db
      .select()
      .from(statements)
      .where(and(eq(statements.pharmacyAccountId, accountId), eq(statements.period, period)))
  )[0];

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `statements-${randomUUID()}` });
  // Pharmacy: a January invoice paid in February, two February invoices (one paid in February,
  // one paid in March), a March invoice. Seller: one open February invoice.
  const paid = (at: string, cents: number) => ({
    status: 'paid' as const,
    paidCents: cents,
    paidAt: new Date(at),
  });
  await insertInvoicedOrder(t.db, {
    totalCents: 10_000,
    invoice: { issuedOn: '2026-01-20', dueOn: '2026-02-19', ...paid('2026-02-03T10:00:00Z', 10_000) },
  });
  await insertInvoicedOrder(t.db, {
    totalCents: 20_000,
    invoice: { issuedOn: '2026-02-02', dueOn: '2026-03-04', ...paid('2026-02-27T10:00:00Z', 20_000) },
  });
  await insertInvoicedOrder(t.db, {
    totalCents: 30_000,
    invoice: { issuedOn: '2026-02-28', dueOn: '2026-03-30', ...paid('2026-03-01T00:00:00Z', 30_000) },
  });
  await insertInvoicedOrder(t.db, {
    totalCents: 40_000,
    invoice: { issuedOn: '2026-03-01', dueOn: '2026-03-31' },
  });
  await insertInvoicedOrder(t.db, {
    pharmacy: SELLER,
    totalCents: 5_000,
    invoice: { issuedOn: '2026-02-14', dueOn: '2026-03-16' },
  });
});
afterAll(() => t.close());

describe('writeMonthlyStatements', () => {
  it('writes each pharmacy’s invoiced, paid and open totals of the month with its open count', async () => {
    const result = await writeMonthlyStatements(t.db, { period: '2026-02', now: new Date() });
    expect(result).toEqual({ period: '2026-02', written: 2 });
    expect(await statementOf(PHARMACY.id, '2026-02')).toMatchObject({
      invoicedCents: 50_000, // issued in February: 200 + 300
      paidCents: 30_000, // paid in February: the January 100 and the February 200
      openCents: 30_000, // at the end of February only the invoice paid on March 1st is open
      openInvoiceCount: 1,
    });
    expect(await statementOf(SELLER.id, '2026-02')).toMatchObject({
      invoicedCents: 5_000,
      paidCents: 0,
      openCents: 5_000,
      openInvoiceCount: 1,
    });
  });

  it('writes nothing more when run again for the same month (idempotent by pharmacy and period)', async () => {
    expect(await writeMonthlyStatements(t.db, { period: '2026-02', now: new Date() })).toEqual({
      period: '2026-02',
      written: 0,
    });
    expect(await t.db.select().from(statements).where(eq(statements.period, '2026-02'))).toHaveLength(2);
  });

  it('closes the month before now when no period is given (the schedule’s run on the 1st)', async () => {
    const result = await writeMonthlyStatements(t.db, {
      period: null,
      now: new Date('2026-04-01T00:00:30Z'),
    });
    expect(result.period).toBe('2026-03');
    expect(await statementOf(PHARMACY.id, '2026-03')).toMatchObject({
      invoicedCents: 40_000,
      paidCents: 30_000,
      openCents: 40_000,
      openInvoiceCount: 1,
    });
  });
});

describe('monthlyStatementsWorkflow', () => {
  it('writes the statements of the month it is given through the worker', async () => {
    const bundle = prebuiltWorkflowBundle();
    const { worker, connection } = await createWorker({
      address: t.env.temporal.address,
      namespace: t.env.temporal.namespace,
      taskQueue: t.env.temporal.taskQueue,
      deps: { db: t.db, env: t.env, now: () => new Date() },
      workflowBundle: bundle,
    });
    const workflowId = `monthly-statements-${randomUUID()}`;
    const result = await worker.runUntil(
      t.temporal.client.workflow.execute<
        (input: { period?: string }) => Promise<{ period: string; written: number }>
      >('monthlyStatementsWorkflow', {
        taskQueue: t.env.temporal.taskQueue,
        workflowId,
        args: [{ period: '2026-01' }],
      }),
    );
    await connection.close();
    expect(result).toEqual({ period: '2026-01', written: 1 });
    expect(await statementOf(PHARMACY.id, '2026-01')).toMatchObject({
      invoicedCents: 10_000,
      paidCents: 0,
      openCents: 10_000,
      openInvoiceCount: 1,
    });
    await recordHistoryIfAsked('monthly-statements', workflowId, t.env.temporal.address);
  });
});
