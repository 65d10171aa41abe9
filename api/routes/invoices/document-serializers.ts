/** An invoice as a document (issue 10): what the printable page and the PDF show, in one shape. */
import { z } from 'zod';
import type { InvoiceDocument } from '../../../db/queries/invoice-document.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { isOverdue } from '../../../domain/invoices/net-terms.ts';
import { iso } from '../../contract/wire-format.ts';
import { money, MoneySchema } from '../inventory/serializers.ts';
import { OrderAddressSchema, PaymentMethodSchema } from '../orders/wire-schemas.ts';

const party = z.strictObject({ id: z.uuid(), name: z.string() });
const cents = (value: number) => money(value)!;

export const InvoiceDocumentSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(['open', 'paid', 'overdue']),
    overdue: z.boolean(),
    issued_on: z.iso.date(),
    due_on: z.iso.date(),
    paid_at: z.iso.datetime().nullable(),
    supplier: party,
    pharmacy: party,
    order: z.strictObject({
      id: z.uuid(),
      number: z.number().int(),
      placed_at: z.iso.datetime(),
      payment_method: PaymentMethodSchema,
      shipping_method: z.string(),
    }),
    bill_to: OrderAddressSchema,
    ship_to: OrderAddressSchema,
    lines: z.array(
      z.strictObject({
        id: z.uuid(),
        /** 5-4-2 with dashes, as printed on the pack. */
        ndc: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        unit_cents: z.number().int(),
        total_cents: z.number().int(),
        unit_price: z.string(),
        total: z.string(),
      }),
    ),
    totals: z.strictObject({
      item_total: MoneySchema,
      ach_discount: MoneySchema,
      tax: MoneySchema,
      shipping: MoneySchema,
      card_fee: MoneySchema,
      total: MoneySchema,
    }),
    /** What the invoice asks for, what was paid of it (net of refunds) and what is left. */
    amount: MoneySchema,
    paid: MoneySchema,
    remaining: MoneySchema,
  })
  .meta({ id: 'InvoiceDocument' });

export function serializeInvoiceDocument(
  doc: InvoiceDocument,
  today: string,
): z.input<typeof InvoiceDocumentSchema> {
  const { order } = doc;
  return {
    id: doc.id,
    number: doc.number,
    status: doc.status,
    overdue: doc.status === 'overdue' || (doc.status === 'open' && isOverdue(doc.dueOn, today)),
    issued_on: doc.issuedOn,
    due_on: doc.dueOn,
    paid_at: iso(doc.paidAt),
    supplier: { id: doc.supplierAccountId, name: doc.supplierName },
    pharmacy: { id: doc.pharmacyAccountId, name: doc.pharmacyName },
    order: {
      id: order.id,
      number: order.number,
      placed_at: order.placedAt.toISOString(),
      payment_method: order.paymentMethod,
      shipping_method: order.shippingMethod,
    },
    bill_to: order.billAddress,
    ship_to: order.shipAddress,
    lines: doc.lines.map((line) => ({
      id: line.id,
      ndc: formatNdc(line.ndc),
      name: line.name,
      quantity: line.quantity,
      unit_cents: line.unitCents,
      total_cents: line.totalCents,
      unit_price: cents(line.unitCents).formatted,
      total: cents(line.totalCents).formatted,
    })),
    totals: {
      item_total: cents(order.itemTotalCents),
      ach_discount: cents(order.achDiscountCents),
      tax: cents(order.taxCents),
      shipping: cents(order.shippingCents),
      card_fee: cents(order.cardFeeCents),
      total: cents(order.totalCents),
    },
    amount: cents(doc.amountCents),
    paid: cents(doc.paidCents),
    remaining: cents(doc.amountCents - doc.paidCents),
  };
}
