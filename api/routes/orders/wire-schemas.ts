/** The order shapes both sides share: totals, the address snapshot, tracking and its events. */
import { z } from 'zod';

export const PaymentMethodSchema = z.enum(['pay_offline', 'card', 'bank_transfer']);

/** An order's money in integer cents. */
export const OrderTotalsSchema = z
  .strictObject({
    item_total_cents: z.number().int(),
    shipping_cents: z.number().int(),
    card_fee_cents: z.number().int(),
    ach_discount_cents: z.number().int(),
    tax_cents: z.number().int(),
    total_cents: z.number().int(),
  })
  .meta({ id: 'OrderTotals' });

/** The address as it was when the order was placed (a snapshot, not the location now). */
export const OrderAddressSchema = z
  .strictObject({
    location_id: z.uuid(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
    gln_number: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state_id: z.number().int(),
    state_code: z.string(),
    zipcode: z.string(),
  })
  .meta({ id: 'OrderAddress' });

export const ShipmentEventSchema = z
  .strictObject({
    status: z.string(),
    label: z.string(),
    location_city: z.string().nullable(),
    location_state: z.string().nullable(),
    source: z.enum(['carrier', 'manual']),
    occurred_at: z.iso.datetime(),
  })
  .meta({ id: 'ShipmentEvent' });

/** The tracking fields of the spec (pharmacy-side §3 Shipment tracking) for one shipment. */
export const TrackingSchema = z
  .strictObject({
    shipment_id: z.uuid(),
    carrier: z.string(),
    carrier_label: z.string(),
    tracking_number: z.string(),
    estimated_delivery: z.iso.date().nullable(),
    latest_status: z.string(),
    latest_status_label: z.string(),
    progress_point: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    last_status_check_date: z.iso.datetime().nullable(),
    location_city: z.string().nullable(),
    location_state: z.string().nullable(),
    shipped_at: z.iso.datetime(),
    delivered_at: z.iso.datetime().nullable(),
    tracking_end_reason: z.string().nullable(),
  })
  .meta({ id: 'Tracking' });

/** A shipment with its packages and every tracking event, newest first: both parties' order pages. */
export const ShipmentDetailSchema = TrackingSchema.extend({
  id: z.uuid(),
  packages: z.array(
    z.strictObject({
      weight: z.string(),
      length: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  events: z.array(ShipmentEventSchema),
}).meta({ id: 'ShipmentDetail' });

/** The supplier's proposed change an order waits on (issue 10): both parties' order pages. */
export const EditProposalSchema = z
  .strictObject({
    id: z.uuid(),
    proposed_at: z.iso.datetime(),
    changes: z.array(z.string()),
    total_cents: z.number().int(),
    items: z.array(
      z.strictObject({
        id: z.uuid(),
        name: z.string(),
        quantity: z.number().int(),
        proposed_quantity: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'EditProposal' });

type ProposalRow = {
  id: string;
  createdAt: Date;
  changes: string[];
  totalCents: number;
  edit: { items: { id: string; quantity: number }[] };
};

/** A pending proposal with the lines it changes, named as on the order. */
export function serializeEditProposal(
  p: ProposalRow | null,
  items: readonly { id: string; name: string; quantity: number }[],
): z.input<typeof EditProposalSchema> | null {
  if (!p) return null;
  const proposed = new Map(p.edit.items.map((i) => [i.id, i.quantity]));
  return {
    id: p.id,
    proposed_at: p.createdAt.toISOString(),
    changes: p.changes,
    total_cents: p.totalCents,
    items: items
      .filter((i) => proposed.has(i.id) && proposed.get(i.id) !== i.quantity)
      .map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, proposed_quantity: proposed.get(i.id)! })),
  };
}
