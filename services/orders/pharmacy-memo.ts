import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';

/** Saves the pharmacy's memo on its own order (§4 Orders: "Memo can be saved"); blank clears it. */
export async function saveOrderMemo(
  db: Database,
  input: { accountId: string; orderId: string; memo: string; now: Date },
) {
  const memo = input.memo.trim() === '' ? null : input.memo;
  const [row] = await db
    .update(orders)
    .set({ memo, updatedAt: input.now })
    .where(and(eq(orders.id, input.orderId), eq(orders.pharmacyAccountId, input.accountId)))
    .returning({ id: orders.id, memo: orders.memo });
  if (!row) throw notFound('Order');
  return row;
}
