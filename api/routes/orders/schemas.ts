/**
 * Request bodies of the order routes, supplier and pharmacy side. Strict: an unknown field (a
 * price, a total, a status) is a 400 naming it; money is never taken from the client.
 */
import { z } from 'zod';
import { CARRIER_CODES } from '../../../activities/ports/carrier.ts';
import { MAX_LINE_QUANTITY } from '../../../domain/orders/line-quantity.ts';
import { TRACKING_STATUSES } from '../../../domain/shipping/tracking-progress.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const ItemChanges = z
  .array(
    z.strictObject({
      id: z.uuid('not a valid id'),
      quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
    }),
  )
  .max(500)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'each item may appear once')
  .default([]);

/** An edit: quantities by line, the shipping method, and the supplier's two price switches. */
export const EditBody = z.strictObject({
  items: ItemChanges,
  shipping_method: z.string().trim().min(1).max(40).optional(),
  remove_shipping: z.boolean().optional(),
  remove_card_fee: z.boolean().optional(),
});

const FormValue = z
  .union([z.string().max(20), z.number()])
  .nullable()
  .default(null);

/** A shipment (pharmacy-side §3 Shipment): the rules themselves are domain/shipping/packages.ts. */
export const ShipBody = z.strictObject({
  carrier: z.enum(CARRIER_CODES),
  tracking_number: z.string().max(80),
  packages: z
    .array(z.strictObject({ weight: FormValue, length: FormValue, width: FormValue, height: FormValue }))
    .max(100),
});

export const ShipmentStatusBody = z.strictObject({
  status: z.enum(TRACKING_STATUSES),
  location_city: z.string().trim().max(80).optional(),
  location_state: z.string().trim().max(40).optional(),
});

export const CancelBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const EmptyBody = z.strictObject({});

export const BulkDeliveredBody = z.strictObject({
  ids: z
    .array(z.uuid('not a valid id'))
    .min(1, 'select at least one order')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'each order may appear once'),
});

export const TrackQuery = z.strictObject({
  raw: z.enum(['true', 'false']).optional(),
  shipment_id: z.uuid('not a valid id').optional(),
});
