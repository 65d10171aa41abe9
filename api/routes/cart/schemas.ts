import { z } from 'zod';
import { MAX_QUANTITY } from '../../../domain/money.ts';

/** Cart quantities are whole packs; a generous ceiling keeps sums inside an integer column. */

/**
 * Add to cart (pharmacy-side §4): a listing and a quantity only. Strict, so a client that sends
 * `price`, `unit_price` or a supplier id is answered 400 naming the field (notes A.5 price
 * manipulation); the supplier and every price come from the listing.
 */
export const AddItemBody = z.strictObject({
  listing_id: z.uuid('not a valid id'),
  quantity: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_QUANTITY),
});

/**
 * A new quantity for a line (§4/§5 Quantity). Below 1 is accepted by the schema so the rule can
 * answer "confirm removal" (422) rather than a bare 400.
 */
export const QuantityBody = z.strictObject({
  quantity: z.number('must be a number').int('must be a whole number').min(-MAX_QUANTITY).max(MAX_QUANTITY),
});

export const ItemParam = z.strictObject({ id: z.uuid('not a valid id') });
export const SavedItemParam = z.strictObject({
  supplier: z.uuid('not a valid id'),
  item: z.uuid('not a valid id'),
});
