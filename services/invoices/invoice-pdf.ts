import type { InvoiceDocument } from '../../db/queries/invoice-document.ts';
import type { OrderAddress } from '../../db/schema/index.ts';
import { formatNdc } from '../../domain/catalog/ndc.ts';
import { PAYMENT_METHOD_LABELS } from '../../domain/checkout/payment-methods.ts';
import { isOverdue } from '../../domain/invoices/net-terms.ts';
import { formatCents } from '../../domain/money.ts';
import { formatUsDate } from '../../domain/orders/date-range.ts';
import { serviceTypeName } from '../../domain/shipping/shipping-options.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import { paginate, renderTextPdf } from '../../activities/documents/text-pdf.ts';

/** The line table's columns: NDC, product, quantity, unit price and amount (money right-aligned). */
const WIDTHS = { ndc: 13, name: 60, quantity: 6, money: 14 } as const;
const TOTALS_INDENT = WIDTHS.ndc + WIDTHS.name + WIDTHS.quantity + 6;

const lineRow = (ndc: string, name: string, quantity: string, unit: string, amount: string) =>
  [
    ndc.padEnd(WIDTHS.ndc),
    name.slice(0, WIDTHS.name).padEnd(WIDTHS.name),
    quantity.padStart(WIDTHS.quantity),
    unit.padStart(WIDTHS.money),
    amount.padStart(WIDTHS.money),
  ].join('  ');

const RULE = lineRow(
  '-'.repeat(WIDTHS.ndc),
  '-'.repeat(WIDTHS.name),
  '-'.repeat(WIDTHS.quantity),
  '-'.repeat(WIDTHS.money),
  '-'.repeat(WIDTHS.money),
);

const totalRow = (label: string, cents: number) =>
  `${' '.repeat(TOTALS_INDENT)}${label.padEnd(WIDTHS.money)}  ${formatCents(cents).padStart(WIDTHS.money)}`;

const addressLine = (a: OrderAddress) =>
  [`${a.firstname} ${a.lastname}`, a.address1, a.address2, a.city, `${a.state_code} ${a.zipcode}`]
    .filter(Boolean)
    .join(', ');

function statusText(doc: InvoiceDocument, today: string): string {
  if (doc.status === 'paid') return 'Paid';
  return doc.status === 'overdue' || isOverdue(doc.dueOn, today) ? 'Overdue' : 'Open';
}

/**
 * An invoice as a PDF (issue 10, the buyer's invoice as a document): who bills whom, the number,
 * issue and due dates, the order it bills, both addresses, one line per product, the order's
 * totals, and what was paid and what remains. Dates on the pharmacy's calendar (`timeZone`).
 */
export function invoicePdf(
  doc: InvoiceDocument,
  today: string,
  timeZone: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { order } = doc;
  const header = [
    `Invoice #${doc.number}    ${doc.supplierName} to ${doc.pharmacyName}`,
    `Issued ${formatUsDate(doc.issuedOn)}    Due ${formatUsDate(doc.dueOn)}    Status: ${statusText(doc, today)}`,
    '',
  ];
  const body = [
    `Order #${order.number} placed ${formatUsDate(isoDateIn(order.placedAt, timeZone))}    ` +
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}    Shipping: ${serviceTypeName(order.shippingMethod)}`,
    `Bill to: ${addressLine(order.billAddress)}`,
    `Ship to: ${addressLine(order.shipAddress)}`,
    '',
    lineRow('NDC', 'Product', 'Qty', 'Unit price', 'Amount'),
    RULE,
    ...doc.lines.map((l) =>
      lineRow(
        formatNdc(l.ndc),
        l.name,
        String(l.quantity),
        formatCents(l.unitCents),
        formatCents(l.totalCents),
      ),
    ),
    '',
    totalRow('Items', order.itemTotalCents),
    ...(order.achDiscountCents ? [totalRow('ACH discount', -order.achDiscountCents)] : []),
    ...(order.taxCents ? [totalRow('Tax', order.taxCents)] : []),
    totalRow('Shipping', order.shippingCents),
    ...(order.cardFeeCents ? [totalRow('Card fee', order.cardFeeCents)] : []),
    totalRow('Total', order.totalCents),
    '',
    totalRow('Invoiced', doc.amountCents),
    totalRow('Paid', doc.paidCents),
    totalRow('Remaining', doc.amountCents - doc.paidCents),
  ];
  return renderTextPdf(paginate(header, body));
}
