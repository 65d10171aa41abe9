/**
 * Balance and invoices (pharmacy-side §2 balance dropdown, §3 User stats, §7 GET /users/me/stats
 * and /pharmacy/balance_owned; issue 4 paying an invoice). Pharmacy accounts only; every read and
 * the payment are keyed by the caller's account, so a foreign invoice is 404.
 */
import { z } from 'zod';
import { payInvoice, PAY_INVOICE_MESSAGES } from '../../../services/invoices/pay-invoice.ts';
import {
  listOutstandingInvoices,
  listStatementsWithInvoices,
  outstandingInvoiceStats,
  type IssuedSpan,
} from '../../../db/queries/invoices.ts';
import { isoDate } from '../../../domain/dates.ts';
import { currentPeriod, periodBounds } from '../../../domain/invoices/statement-period.ts';
import { signalInvoicePaid } from '../../../platform/temporal/invoice-paid.ts';
import { startBankTransfers } from '../../../services/payments/start-bank-transfers.ts';
import { BANK_TRANSFER_MESSAGES } from '../../../domain/payments/bank-account-rules.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { requireIdempotencyKey } from '../../middleware/idempotency.ts';
import { invoiceDocumentRoutes } from './document-routes.ts';
import {
  InvoiceRowSchema,
  serializeInvoiceRow,
  serializeStatement,
  serializeStats,
  StatementSchema,
  UserStatsSchema,
} from './serializers.ts';

const area = 'invoices';
const access = ['pharmacy'] as const;
const id = z.uuid('not a valid id');

/** §7 `filter`: overall (every outstanding invoice) or month (issued this calendar month). */
const FilterQuery = z.strictObject({
  filter: z.enum(['overall', 'month'], 'must be overall or month').default('overall'),
  metrics: z.string().max(200).optional(),
  /** A master's filter by store (issue 23): the invoices of orders shipped to it. */
  location_id: z.uuid('not a valid id').optional(),
});

const PayBody = z.discriminatedUnion('payment_method', [
  z.strictObject({ payment_method: z.literal('card'), payment_card_id: id }),
  z.strictObject({ payment_method: z.literal('bank_transfer'), bank_account_id: id }),
]);

const spanOf = (filter: 'overall' | 'month', now: Date): IssuedSpan | undefined =>
  filter === 'month' ? periodBounds(currentPeriod(now)) : undefined;

const statsRoute = defineRoute({
  method: 'get',
  path: '/users/me/stats',
  area,
  access,
  summary: 'How many invoices are outstanding, and for how much',
  request: { query: FilterQuery },
  responses: { 200: jsonContent(UserStatsSchema, 'The stats') },
});

const balanceRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/balance_owned',
  area,
  access,
  summary: 'The balance dropdown: outstanding invoices, their totals and the monthly statements',
  request: { query: FilterQuery },
  responses: {
    200: jsonContent(
      z
        .strictObject({
          filter: z.enum(['overall', 'month']),
          invoices: z.array(InvoiceRowSchema),
          totals: UserStatsSchema.extend({ overdue_count: z.number().int() }),
          statements: z.array(StatementSchema),
        })
        .meta({ id: 'Balance' }),
      'The balance',
    ),
  },
});

const payRoute = defineRoute({
  method: 'post',
  path: '/invoices/{id}/pay',
  area,
  access,
  summary: 'Pay an invoice with a saved card or bank account (send an Idempotency-Key)',
  request: {
    params: z.strictObject({ id }),
    body: PayBody,
    headers: z.object({ 'idempotency-key': z.string().min(8).max(255) }),
  },
  middleware: [requireIdempotencyKey],
  responses: {
    200: jsonContent(
      z.strictObject({
        message: z.string(),
        invoice: z.strictObject({
          id: z.uuid(),
          number: z.number().int(),
          status: z.enum(['open', 'paid', 'overdue']),
          paid_cents: z.number().int(),
          paid_at: z.iso.datetime().nullable(),
        }),
        payment: z.strictObject({
          id: z.uuid(),
          method: z.enum(['pay_offline', 'card', 'bank_transfer']),
          amount_cents: z.number().int(),
          status: z.enum(['authorized', 'succeeded', 'failed', 'refunded', 'pending', 'returned']),
          processor_ref: z.string().nullable(),
        }),
      }),
      'Paid',
    ),
  },
  problems: [404, 409, 422],
});

export const invoiceRoutes = createRouter();

addRoute(invoiceRoutes, statsRoute, async (c) => {
  const { db, now } = c.get('deps');
  const q = c.req.valid('query');
  const stats = await outstandingInvoiceStats(
    db,
    c.get('caller').account.id,
    spanOf(q.filter, now()),
    q.location_id,
  );
  return c.json(serializeStats(stats), 200);
});

addRoute(invoiceRoutes, balanceRoute, async (c) => {
  const { filter, location_id: locationId } = c.req.valid('query');
  const { db, now } = c.get('deps');
  const accountId = c.get('caller').account.id;
  const today = isoDate(now());
  const span = spanOf(filter, now());
  const [invoices, stats, statements] = await Promise.all([
    listOutstandingInvoices(db, accountId, span, locationId),
    outstandingInvoiceStats(db, accountId, span, locationId),
    listStatementsWithInvoices(db, accountId),
  ]);
  const rows = invoices.map((i) => serializeInvoiceRow(i, today));
  const body = {
    filter,
    invoices: rows,
    totals: { ...serializeStats(stats), overdue_count: rows.filter((r) => r.overdue).length },
    statements: statements.map((s) => serializeStatement(s, today)),
  };
  return c.json(body, 200);
});

addRoute(invoiceRoutes, payRoute, async (c) => {
  const invoiceId = c.req.valid('param').id;
  const body = c.req.valid('json');
  const { db, env, now, temporal, logger, ports } = c.get('deps');
  const paid = await payInvoice(
    { db, cards: ports.cards, logger },
    {
      accountId: c.get('caller').account.id,
      invoiceId,
      method: body.payment_method,
      paymentCardId: body.payment_method === 'card' ? body.payment_card_id : undefined,
      bankAccountId: body.payment_method === 'bank_transfer' ? body.bank_account_id : undefined,
      idempotencyKey: c.req.header('Idempotency-Key')!,
      now: now(),
    },
  );
  const pending = paid.payment.status === 'pending';
  if (pending) {
    // Paid when the transfer settles: its workflow tells the order then.
    const start = { client: temporal.client, db, logger, taskQueue: env.temporal.taskQueue, now: now() };
    await startBankTransfers({ ...start, recheckMs: env.bankTransfers.recheckMs }, [
      { paymentId: paid.payment.id, payerAccountId: paid.payment.payerAccountId },
    ]);
  } else {
    await signalInvoicePaid(temporal.client, logger, { orderId: paid.invoice.orderId, invoiceId });
  }
  const answer = {
    message: pending
      ? BANK_TRANSFER_MESSAGES.pending(paid.invoice.number)
      : PAY_INVOICE_MESSAGES.paid(paid.invoice.number),
    invoice: {
      id: paid.invoice.id,
      number: paid.invoice.number,
      status: paid.invoice.status,
      paid_cents: paid.invoice.paidCents,
      paid_at: paid.invoice.paidAt?.toISOString() ?? null,
    },
    payment: {
      id: paid.payment.id,
      method: paid.payment.method,
      amount_cents: paid.payment.amountCents,
      status: paid.payment.status,
      processor_ref: paid.payment.processorRef,
    },
  };
  return c.json(answer, 200);
});

invoiceRoutes.route('/', invoiceDocumentRoutes);
