/**
 * Request bodies of the individual offer calls (pharmacy-side §3 Offer fields, §7 offer calls).
 * Strict: an unknown field is a 400 naming it. The shapes are checked here; the offer rules
 * (prices above zero, quantities, 'select one shipping method', a reason to cancel) are the
 * domain's (domain/offers/respond-input.ts) and answer 422 with the field.
 */
import { z } from 'zod';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const Price = z.union([z.string().max(20), z.number()]);
const Quantity = z.union([z.string().max(10), z.number()]);
const Text = z.string().max(2000);

/** POST /offers: the listing, the pack price as decimal text ("12.50"), the quantity, optional shipping and note. */
export const CreateOfferBody = z.strictObject({
  listing_id: z.uuid('not a valid id'),
  price: Price,
  quantity: Quantity,
  shipping_method: z.string().max(40).optional(),
  note: Text.optional(),
});

/** POST /offers/{id}/respond: response, and for a counter price, quantity, the shipping box and method, note. */
export const RespondBody = z.strictObject({
  response: z.enum(['accepted', 'declined', 'counter'], 'must be accepted, declined or counter'),
  price: Price.optional(),
  quantity: Quantity.optional(),
  shipping: z.union([z.boolean(), z.string().max(5)]).optional(),
  shipping_method: z.string().max(40).optional(),
  note: Text.optional(),
});

/** PATCH /offers/{id}/counter: the buyer accepts or skips the counter. */
export const AnswerCounterBody = z.strictObject({
  status: z.enum(['accepted', 'skipped'], 'must be accepted or skipped'),
});

/** PATCH /offers/{id}/cancel: an optional memo. */
export const CancelBody = z.strictObject({ memo: Text.optional() });

/** POST /saved_line_item/{id}/cancel_offer_request: the reason (required; the rule says so with 422). */
export const CancelRequestBody = z.strictObject({ reason: Text.optional() });

/** Bodies of the approve/decline calls carry nothing (an empty or absent body). */
export const EmptyBody = z.strictObject({});
