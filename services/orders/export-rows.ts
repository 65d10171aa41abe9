/**
 * The columns of the orders export (pharmacy-side §2 export.csv and export?type=pdf): one row per
 * order, dates as MM/DD/YYYY (§9) on the account's calendar (its time zone), money as $0,0.00 (§9).
 */
import type { PharmacyOrderRow } from '../../db/queries/orders/pharmacy-orders.ts';
import { PAYMENT_METHOD_LABELS } from '../../domain/checkout/payment-methods.ts';
import { formatCents } from '../../domain/money.ts';
import { formatUsDate } from '../../domain/orders/date-range.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';

export const EXPORT_COLUMNS = [
  'Order #',
  'Placed',
  'Supplier',
  'Status',
  'Items',
  'Item total',
  'Shipping',
  'Card fee',
  'ACH discount',
  'Tax',
  'Total',
  'Payment method',
  'Shipping method',
  'Favorite',
  'Memo',
] as const;

/** An order as the export's text cells, in EXPORT_COLUMNS order. */
export function exportCells(row: PharmacyOrderRow, timeZone: string): string[] {
  return [
    String(row.number),
    formatUsDate(isoDateIn(row.placedAt, timeZone)),
    row.supplierName,
    row.status,
    String(row.itemCount),
    formatCents(row.itemTotalCents),
    formatCents(row.shippingCents),
    formatCents(row.cardFeeCents),
    formatCents(row.achDiscountCents),
    formatCents(row.taxCents),
    formatCents(row.totalCents),
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    row.shippingMethod,
    row.fav ? 'Yes' : 'No',
    row.memo ?? '',
  ];
}
