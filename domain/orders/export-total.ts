/**
 * What the orders export adds up (pharmacy-side §2 export?type=pdf, docs/decisions.md "Money and
 * trust"): a cancelled order was never owed, so it stays listed, marked, but counts for nothing.
 */
import type { OrderStatus } from './order-state.ts';

/** Whether an order's total counts in an export's total: every order but a cancelled one. */
export function countsInExportTotal(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** The export's closing figures: orders listed, how many of them are cancelled, and the counted total. */
export function summariseExport(rows: readonly { status: OrderStatus; totalCents: number }[]) {
  const counted = rows.filter((row) => countsInExportTotal(row.status));
  return {
    listed: rows.length,
    cancelled: rows.length - counted.length,
    totalCents: counted.reduce((sum, row) => sum + row.totalCents, 0),
  };
}
