import { Hono } from 'hono';
import { z } from 'zod';
import { payInvoice, PAY_INVOICE_MESSAGES } from '../../activities/invoices/pay-invoice.ts';
import { signalInvoicePaid } from '../../platform/temporal/invoice-paid.ts';
import { currentPeriod, periodBounds } from '../../domain/invoices/statement-period.ts';
import {
  listOutstandingInvoices,
  listStatementsWithInvoices,
  outstandingInvoiceStats,
  type IssuedSpan,
} from '../../db/queries/invoices.ts';
import { isoDate } from '../../domain/dates.ts';
import type { AppEnv } from '../context.ts';
import { idempotency } from '../middleware/idempotency.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import { serializeInvoiceRow, serializeStatement, serializeStats } from './balance-serializers.ts';

const pharmacyOnly = requireAccountKind('pharmacy');
const id = z.uuid('not a valid id');

/** §7 `filter`: overall (every outstanding invoice) or month (issued this calendar month). */
const FilterQuery = z.strictObject({
  filter: z.enum(['overall', 'month'], 'must be overall or month').default('overall'),
  metrics: z.string().max(200).optional(),
});

const PayBody = z.discriminatedUnion('payment_method', [
  z.strictObject({ payment_method: z.literal('card'), payment_card_id: id }),
  z.strictObject({ payment_method: z.literal('bank_transfer'), bank_account_id: id }),
]);

const spanOf = (filter: 'overall' | 'month', now: Date): IssuedSpan | undefined =>
  filter === 'month' ? periodBounds(currentPeriod(now)) : undefined;

/**
 * Balance and invoices (pharmacy-side §2 balance dropdown, §3 User stats, §7 GET /users/me/stats
 * and /pharmacy/balance_owned; issue 4 paying an invoice). Pharmacy accounts only; every read and
 * the payment are keyed by the caller's account, so a foreign invoice is 404.
 */
export const balanceRoutes = new Hono<AppEnv>()
  .get('/users/me/stats', pharmacyOnly, async (c) => {
    const { filter } = readQuery(c, FilterQuery);
    const { db, now } = c.get('deps');
    const stats = await outstandingInvoiceStats(db, c.get('caller').account.id, spanOf(filter, now()));
    return c.json(serializeStats(stats));
  })
  .get('/pharmacy/balance_owned', pharmacyOnly, async (c) => {
    const { filter } = readQuery(c, FilterQuery);
    const { db, now } = c.get('deps');
    const accountId = c.get('caller').account.id;
    const today = isoDate(now());
    const span = spanOf(filter, now());
    const [invoices, stats, statements] = await Promise.all([
      listOutstandingInvoices(db, accountId, span),
      outstandingInvoiceStats(db, accountId, span),
      listStatementsWithInvoices(db, accountId),
    ]);
    const rows = invoices.map((i) => serializeInvoiceRow(i, today));
    return c.json({
      filter,
      invoices: rows,
      totals: { ...serializeStats(stats), overdue_count: rows.filter((r) => r.overdue).length },
      statements: statements.map((s) => serializeStatement(s, today)),
    });
  })
  .post('/invoices/:id/pay', pharmacyOnly, idempotency('invoices.pay'), async (c) => {
    const { id: invoiceId } = parseWith(z.strictObject({ id }), c.req.param());
    const body = await readJson(c, PayBody);
    const { db, now, temporal, logger, ports } = c.get('deps');
    const paid = await payInvoice(
      { db, cards: ports.cards },
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
    await signalInvoicePaid(temporal.client, logger, { orderId: paid.invoice.orderId, invoiceId });
    return c.json({
      message: PAY_INVOICE_MESSAGES.paid(paid.invoice.number),
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
    });
  });
