/**
 * Lot number and expiry confirmation (pharmacy-side §3 Lot update: line_item_id, lot, exp_date;
 * §4 Lot number confirmation; §7 PATCH /api/v1/inventory/{productId}/update_lot_number).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';

export const LOT_MAX_LENGTH = 50;

/**
 * Records the lot and expiry of one line and marks it confirmed. The line must be on one of the
 * caller's orders and be of the product in the path; anything else is not found, decided in the
 * one UPDATE so that no foreign line is ever read or written.
 */
export async function updateLotNumber(
  db: Database,
  input: {
    accountId: string;
    productId: string;
    lineItemId: string;
    lot: string;
    expDate: string;
    now: Date;
  },
) {
  const [row] = await db
    .update(orderItems)
    .set({ lot: input.lot, expDate: input.expDate, lotConfirmedAt: input.now })
    .where(
      and(
        eq(orderItems.id, input.lineItemId),
        eq(orderItems.productId, input.productId),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.pharmacyAccountId} = ${input.accountId})`,
      ),
    )
    .returning({
      id: orderItems.id,
      lot: orderItems.lot,
      expDate: orderItems.expDate,
      lotConfirmedAt: orderItems.lotConfirmedAt,
    });
  if (!row) throw notFound('Line item');
  return row;
}
