/**
 * Request bodies and answers of the p2p order routes (issue 13). Strict bodies: an unknown field
 * is a 400 naming it; money and statuses are never taken from the client.
 */
import { z } from 'zod';
import { pageParam, perPageParam } from '../../../contract/paging.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const OrderIdParam = z.strictObject({ orderId: z.uuid('not a valid id') });
export const PageQuery = z.strictObject({ page: pageParam(), per_page: perPageParam(25, 100) });

/** The spec's lot update (pharmacy-side §2 Lot update): line_item_id, lot, exp_date. */
export const LotBody = z.strictObject({
  line_item_id: z.uuid('not a valid id'),
  lot: z.string().trim().min(1, 'is required').max(40),
  exp_date: z.iso.date('must be a date YYYY-MM-DD'),
});

const FormValue = z
  .union([z.string().max(20), z.number()])
  .nullable()
  .default(null);

/** The label's packages; the rules themselves are domain/p2p/label-packages.ts (400 naming the field). */
export const LabelBody = z.strictObject({
  packages: z
    .array(z.strictObject({ weight: FormValue, length: FormValue, width: FormValue, height: FormValue }))
    .max(100),
});

export const CancelBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const EmptyBody = z.strictObject({});
export const DisputeBody = z.strictObject({ message: z.string().trim().min(1, 'is required').max(2000) });
export const RateBody = z.strictObject({
  order_id: z.uuid('not a valid id'),
  rating: z.number().int().min(1).max(5),
  message: z.string().trim().max(2000).optional(),
});
export const DecideBody = z.strictObject({
  decision: z.enum(['release', 'refund']),
  note: z.string().trim().min(1, 'is required').max(2000),
});

export const DscsaQuery = z.strictObject({
  ndc: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'must be 11 digits')
    .optional(),
  lot: z.string().trim().min(1).max(40).optional(),
  page: pageParam(),
  per_page: perPageParam(25, 100),
});

/** A correction (support): the fields that change, and why; the rest carries over to version n+1. */
export const CorrectBody = z
  .strictObject({
    reason: z.string().trim().min(1, 'is required').max(500),
    lot: z.string().trim().min(1).max(40).optional(),
    expiry_date: z.iso.date('must be a date YYYY-MM-DD').optional(),
    quantity: z.number().int().min(1).max(100_000).optional(),
    product_name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => b.lot ?? b.expiry_date ?? b.quantity ?? b.product_name, {
    message: 'name at least one field to correct',
    path: ['lot'],
  });

const Phase = z.enum(['placed', 'shipped', 'delivered', 'disputed', 'released', 'refunded', 'cancelled']);
const PayoutStatus = z.enum(['held', 'released', 'refunded']);

export const P2pSaleRowSchema = z.strictObject({
  id: z.uuid(),
  number: z.number().int(),
  status: z.string(),
  phase: Phase,
  buyer_name: z.string(),
  placed_at: z.string(),
  total_cents: z.number().int(),
  payout_status: PayoutStatus.nullable(),
});

export const PayoutSchema = z.strictObject({
  order_id: z.uuid(),
  order_number: z.number().int(),
  status: PayoutStatus,
  gross_cents: z.number().int(),
  fee_cents: z.number().int(),
  net_cents: z.number().int(),
  hold_until: z.string().nullable(),
  released_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});

export const P2pOrderDetailSchema = z.strictObject({
  id: z.uuid(),
  number: z.number().int(),
  status: z.string(),
  phase: Phase,
  seller_account_id: z.uuid(),
  seller_name: z.string(),
  buyer_name: z.string(),
  reason_code: z.string().nullable(),
  placed_at: z.string(),
  total_cents: z.number().int(),
  ship_address: z.strictObject({
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state_code: z.string(),
    zipcode: z.string(),
  }),
  lines: z.array(
    z.strictObject({
      id: z.uuid(),
      ndc: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unit_cents: z.number().int(),
      total_cents: z.number().int(),
      lot: z.string().nullable(),
      exp_date: z.string().nullable(),
      lot_confirmed: z.boolean(),
      /** The lot and expiry the seller gave on the listing: where the lot confirmation starts. */
      listing_lot: z.string().nullable(),
      listing_exp_date: z.string().nullable(),
    }),
  ),
  all_lots_confirmed: z.boolean(),
  label: z
    .strictObject({ carrier: z.string(), tracking_number: z.string(), created_at: z.string() })
    .nullable(),
  shipment: z
    .strictObject({
      latest_status: z.string(),
      estimated_delivery: z.string().nullable(),
      delivered_at: z.string().nullable(),
    })
    .nullable(),
  payout: PayoutSchema.omit({ order_id: true, order_number: true }).nullable(),
  received_at: z.string().nullable(),
  dispute: z
    .strictObject({
      opened_at: z.string(),
      message: z.string().nullable(),
      decision: z.enum(['release', 'refund']).nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  rating: z.strictObject({ rating: z.number().int(), message: z.string().nullable() }).nullable(),
  dscsa_records: z.array(
    z.strictObject({ id: z.uuid(), order_item_id: z.uuid(), version: z.number().int() }),
  ),
});

export const DscsaRecordSchema = z.strictObject({
  id: z.uuid(),
  order_id: z.uuid(),
  order_item_id: z.uuid(),
  version: z.number().int(),
  ndc: z.string(),
  product_name: z.string(),
  strength: z.string(),
  dosage_form: z.string(),
  container_size: z.string(),
  quantity: z.number().int(),
  lot: z.string(),
  expiry_date: z.string(),
  transaction_date: z.string(),
  shipment_date: z.string(),
  seller_name: z.string(),
  buyer_name: z.string(),
  created_at: z.string(),
});

export const DisputeRowSchema = z.strictObject({
  order_id: z.uuid(),
  order_number: z.number().int(),
  seller_name: z.string(),
  buyer_name: z.string(),
  gross_cents: z.number().int().nullable(),
  opened_at: z.string(),
  message: z.string().nullable(),
});
