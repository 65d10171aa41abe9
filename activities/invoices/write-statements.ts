import { ApplicationFailure } from '@temporalio/common';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isPeriod, periodBounds, previousPeriod } from '../../domain/invoices/statement-period.ts';

/**
 * Writes each pharmacy's statement of one month (pharmacy-side §2 balance dropdown "statements";
 * issue 4 "monthly statements on a Temporal schedule"): invoiced in the month (by issue date),
 * paid in the month (by payment date), and still open at its end with the count of those invoices.
 * A pharmacy with nothing to show gets no row. Idempotent: the (pharmacy, period) key keeps the
 * first statement, so a retried or re-run activity writes nothing more. An invoice counts as paid
 * at its paid_at, for its full paid_cents. Without a period, the month before `now`.
 * Each statement gets a line per supplier the pharmacy pays by statement (issue 11): what that
 * supplier invoiced in the month on statement terms and the statement's due date, read from the
 * invoices themselves (`pay_by_statement`, `due_on`), so a preference changed later moves nothing.
 */
export async function writeMonthlyStatements(
  db: Database,
  input: { period: string | null; now: Date },
): Promise<{ period: string; written: number }> {
  const period = input.period ?? previousPeriod(input.now);
  if (!isPeriod(period)) throw ApplicationFailure.nonRetryable(`not a period: ${period}`, 'REQUEST_INVALID');
  const { start, end } = periodBounds(period);
  const startAt = `${start}T00:00:00Z`;
  const endAt = `${end}T00:00:00Z`;
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: string }>(sql`
    with inv as (
      select pharmacy_account_id, amount_cents, issued_on,
        case when paid_at >= ${startAt}::timestamptz and paid_at < ${endAt}::timestamptz then paid_cents else 0 end as paid_in_period,
        amount_cents - case when paid_at < ${endAt}::timestamptz then paid_cents else 0 end as open_at_end
      from invoices
      where issued_on < ${end}::date
    ), totals as (
      select pharmacy_account_id,
        coalesce(sum(amount_cents) filter (where issued_on >= ${start}::date), 0)::int as invoiced,
        coalesce(sum(paid_in_period), 0)::int as paid,
        coalesce(sum(greatest(open_at_end, 0)), 0)::int as open,
        (count(*) filter (where open_at_end > 0))::int as open_count
      from inv group by pharmacy_account_id
    )
    insert into statements (pharmacy_account_id, period, invoiced_cents, paid_cents, open_cents, open_invoice_count)
    select pharmacy_account_id, ${period}, invoiced, paid, open, open_count from totals
    where invoiced > 0 or paid > 0 or open > 0
    on conflict (pharmacy_account_id, period) do nothing
    returning id`);
    await writeSupplierLines(tx, period, start, end);
    return { period, written: rows.length };
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The per-supplier lines of the period's statements; a line already written stays as it was. */
async function writeSupplierLines(tx: Tx, period: string, start: string, end: string) {
  await tx.execute(sql`
    insert into statement_supplier_lines (statement_id, supplier_account_id, invoiced_cents, invoice_count, due_on)
    select s.id, i.supplier_account_id, sum(i.amount_cents)::int, count(*)::int, max(i.due_on)
    from invoices i
    join statements s on s.pharmacy_account_id = i.pharmacy_account_id and s.period = ${period}
    where i.pay_by_statement and i.issued_on >= ${start}::date and i.issued_on < ${end}::date
    group by s.id, i.supplier_account_id
    on conflict (statement_id, supplier_account_id) do nothing`);
}
