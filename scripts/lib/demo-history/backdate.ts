/**
 * Dates in the past (docs/decisions.md, "Demo history"): the product has no call that places an
 * order last month, so once a demo order has reached its state through the workflows, its dates
 * are moved back: placed `placedDaysAgo` days ago, accepted a day later, shipped two days after
 * placing, delivered and invoiced five days after placing (the due date keeps the pharmacy's net
 * terms from the invoice date), paid `paidAfterDays` after the invoice. Only timestamps change;
 * statuses, amounts and every other row are what the product wrote.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

const DAY = 86_400_000;

export type OrderDates = { placedDaysAgo: number; paidAfterDays?: number };

export async function backdateOrder(db: Database, orderId: string, dates: OrderDates, now = new Date()) {
  const at = (daysAgo: number) => new Date(now.getTime() - Math.max(0, daysAgo) * DAY).toISOString();
  const p = dates.placedDaysAgo;
  const placed = at(p);
  const accepted = at(p - 1);
  const shipped = at(p - 2);
  const delivered = at(p - 5);
  const paid = at(p - 5 - (dates.paidAfterDays ?? 0));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update orders set
        placed_at = ${placed}::timestamptz,
        accepted_at = case when accepted_at is null then null else ${accepted}::timestamptz end,
        shipped_at = case when shipped_at is null then null else ${shipped}::timestamptz end,
        delivered_at = case when delivered_at is null then null else ${delivered}::timestamptz end,
        cancelled_at = case when cancelled_at is null then null else ${accepted}::timestamptz end,
        updated_at = greatest(
          ${placed}::timestamptz,
          case when accepted_at is null and cancelled_at is null then null else ${accepted}::timestamptz end,
          case when shipped_at is null then null else ${shipped}::timestamptz end,
          case when delivered_at is null then null else ${delivered}::timestamptz end,
          case when status = 'paid' then ${paid}::timestamptz end)
      where id = ${orderId}`);
    await tx.execute(sql`
      update shipment_events set occurred_at = occurred_at - (now() - ${shipped}::timestamptz)
      where shipment_id in (select id from shipments where order_id = ${orderId})`);
    await tx.execute(sql`
      update shipments set
        shipped_at = ${shipped}::timestamptz,
        last_status_check_at = case when last_status_check_at is null then null else ${shipped}::timestamptz end,
        delivered_at = case when delivered_at is null then null else ${delivered}::timestamptz end,
        tracking_ended_at = case when tracking_ended_at is null then null else ${delivered}::timestamptz end
      where order_id = ${orderId}`);
    await tx.execute(sql`
      update invoices set
        due_on = ${delivered}::date + (due_on - issued_on),
        issued_on = ${delivered}::date,
        created_at = ${delivered}::timestamptz,
        paid_at = case when paid_at is null then null else ${paid}::timestamptz end
      where order_id = ${orderId}`);
    // A payment at checkout is dated with the order, a payment of the invoice with the invoice's.
    await tx.execute(sql`
      update payments set created_at = case when invoice_id is null then ${placed}::timestamptz else ${paid}::timestamptz end
      where order_id = ${orderId} or invoice_id in (select id from invoices where order_id = ${orderId})`);
  });
}
