/** Checkout's routes (pharmacy-side §4 Checkout, §7 the shipping and checkout calls). */
import { z } from 'zod';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { requireIdempotencyKey } from '../../middleware/idempotency.ts';
import {
  CutoffQuery,
  FeesQuery,
  PlaceOrderBody,
  PrefsBody,
  SupplierParam,
  SupplierQuery,
  SummaryQuery,
  TransitQuery,
} from './schemas.ts';
import {
  CutoffSchema,
  PaymentMethodSchema,
  ShippingFeeSchema,
  TotalsSchema,
  TransitOptionSchema,
  VacationTimeSchema,
} from './serializers.ts';
import { CheckoutSummarySchema } from './summary-schema.ts';

const area = 'checkout';
const access = ['pharmacy'] as const;

export const timeInTransit = defineRoute({
  method: 'get',
  path: '/shipping/time_in_transit',
  area,
  access,
  summary:
    'Delivery dates per shipping method if ordered now, by the distance from the supplier to to_code, the preselected one marked',
  request: { query: TransitQuery },
  responses: { 200: jsonContent(z.array(TransitOptionSchema), 'One row per active method') },
  problems: [404, 422],
});

export const shippingFees = defineRoute({
  method: 'get',
  path: '/checkout/shipping_fees',
  area,
  access,
  summary: 'The fee of a shipping method for a subtotal, and the free-shipping notice',
  request: { query: FeesQuery },
  responses: { 200: jsonContent(ShippingFeeSchema, 'The fee') },
  problems: [404, 422],
});

export const shippingCutoff = defineRoute({
  method: 'get',
  path: '/checkout/shipping_cutoff',
  area,
  access,
  summary: 'Whether an order placed now ships today (the cut-off notice)',
  request: { query: CutoffQuery },
  responses: { 200: jsonContent(CutoffSchema, 'The cut-off notice') },
  problems: [404],
});

export const vacationTimes = defineRoute({
  method: 'get',
  path: '/checkout/vacation_times',
  area,
  access,
  summary: 'The supplier’s current and upcoming vacation times',
  request: { query: SupplierQuery },
  responses: {
    200: jsonContent(z.strictObject({ vacation_times: z.array(VacationTimeSchema) }), 'Soonest first'),
  },
  problems: [404],
});

export const summary = defineRoute({
  method: 'get',
  path: '/checkout/{supplier_id}',
  area,
  access,
  summary: 'The checkout page for one supplier: lines, minimums, addresses, payment methods, totals',
  request: { params: SupplierParam, query: SummaryQuery },
  responses: { 200: jsonContent(CheckoutSummarySchema, 'The checkout page’s data') },
  problems: [404],
});

const PlacedOrderSchema = z
  .strictObject({
    message: z.string(),
    order: TotalsSchema.extend({
      id: z.uuid(),
      number: z.number().int(),
      status: z.string(),
      payment_method: PaymentMethodSchema,
      shipping_method: z.string(),
      estimated_delivery: z.iso.date().nullable(),
      workflow_started: z.boolean(),
    }),
  })
  .meta({ id: 'PlacedOrder' });

export const placeOrder = defineRoute({
  method: 'post',
  path: '/checkout/{supplier_id}',
  area,
  access,
  summary: 'Place the order with one supplier (send an Idempotency-Key)',
  description:
    'The server recomputes every price, fee and total; a retry with the same `Idempotency-Key` answers the first order again.',
  request: {
    params: SupplierParam,
    body: PlaceOrderBody,
    headers: z.object({ 'idempotency-key': z.string().min(8).max(255) }),
  },
  middleware: [requireIdempotencyKey],
  responses: { 201: jsonContent(PlacedOrderSchema, 'The order is placed') },
  problems: [404, 409, 422, 503],
});

export const saveCheckoutPrefs = defineRoute({
  method: 'put',
  path: '/users/prefs',
  area,
  access,
  summary: 'Save the instant-checkout defaults for one supplier',
  request: { body: PrefsBody },
  responses: {
    200: jsonContent(
      z.strictObject({
        message: z.string(),
        supplier_id: z.uuid(),
        supplier_prefs: z.strictObject({
          payment_method: PaymentMethodSchema.nullable(),
          shipping_method: z.string().nullable(),
        }),
      }),
      'Saved',
    ),
  },
  problems: [404, 422],
});
