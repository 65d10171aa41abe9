/** Request schemas of checkout (pharmacy-side §7): strict, so an unknown field (a price, a total) is 400 naming it. */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../../activities/checkout/checkout-rules.ts';

const id = z.uuid('not a valid id');
const serviceType = z.string().trim().min(1).max(40);

export const SupplierParam = z.strictObject({ supplier_id: id });

export const SupplierQuery = z.strictObject({ supplier_id: id });

export const TransitQuery = z.strictObject({
  supplier_id: id,
  // The destination ZIP (ZIP+4 read as its 5 digits): transit days grow with the distance to it.
  to_code: z.string().regex(/^\d{5}(-\d{4})?$/, 'not a valid ZIP code'),
});

export const FeesQuery = z.strictObject({
  supplier_id: id,
  shipping_method: serviceType,
  // Integer cents, a display hint only: placement recomputes the fee from the cart.
  subtotal: z.coerce.number().int('must be whole cents').min(0).max(1_000_000_000),
});

export const CutoffQuery = z.strictObject({ supplier_id: id, user_id: id });

export const SummaryQuery = z.strictObject({
  ship_location_id: id.optional(),
  shipping_method: serviceType.optional(),
});

export const PlaceOrderBody = z.strictObject({
  ship_location_id: id,
  bill_location_id: id,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_card_id: id.optional(),
  bank_account_id: id.optional(),
  shipping_method: serviceType,
  certification: z.boolean(),
  memo: z.string().max(1000).optional(),
});

export const PrefsBody = z.strictObject({
  supplier_id: id,
  supplier_prefs: z.strictObject({
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    shipping_method: serviceType.nullable(),
  }),
});
