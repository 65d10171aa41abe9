/**
 * Request bodies of the bundle offer routes (pharmacy-side §3 Offer, §7 bundle offer calls).
 * Strict shapes: an unknown field is a 400 naming it. The values' rules (prices above zero read
 * exactly from decimal text, whole quantities, at least one variant, each listing once) are the
 * domain's (domain/offers/respond-input.ts), shared with the web app's form and the workflow.
 */
import { z } from 'zod';
import { NOTE_MAX_LENGTH, OFFER_INPUT_MESSAGES } from '../../../domain/offers/respond-input.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

export const MAX_BUNDLE_VARIANTS = 50;
export const CUSTOMER_REQUIRED = 'Please choose a customer.';

/** A price or quantity as typed ('12.50', 3) or as sent by an API caller (12.5); judged by the domain. */
const FormNumber = z
  .union([z.string().max(20), z.number()])
  .nullable()
  .optional();
const Note = z.string().trim().max(NOTE_MAX_LENGTH, OFFER_INPUT_MESSAGES.noteTooLong);

/** POST /bundle_offers: the customer, the variants (own active listings, each once), note, shipping. */
export const CreateBundleBody = z.strictObject({
  buyer_account_id: z.uuid(CUSTOMER_REQUIRED),
  variants: z
    .array(
      z.strictObject({
        listing_id: z.uuid(OFFER_INPUT_MESSAGES.listingRequired),
        price: FormNumber,
        quantity: FormNumber,
      }),
      {
        error: OFFER_INPUT_MESSAGES.variantsRequired,
      },
    )
    .max(MAX_BUNDLE_VARIANTS, `Please add at most ${MAX_BUNDLE_VARIANTS} products.`),
  note: Note.optional(),
  shipping_method: z.string().trim().max(40).optional(),
  allow_modify_in_cart: z.boolean().optional(),
});
export type CreateBundleBody = z.infer<typeof CreateBundleBody>;

/**
 * POST /bundle_offers/:id/respond: accepted (with the chosen variants), declined, or counter (each
 * variant's price and quantity). What each response needs is the domain's respond rule.
 */
export const RespondBundleBody = z.strictObject({
  response: z.enum(['accepted', 'declined', 'counter'], OFFER_INPUT_MESSAGES.response),
  variants: z
    .array(
      z.strictObject({
        id: z.uuid('not a valid id'),
        chosen: z.union([z.boolean(), z.literal(['true', 'false', '1', '0', 'on'])]).optional(),
        price: FormNumber,
        quantity: FormNumber,
      }),
    )
    .max(MAX_BUNDLE_VARIANTS)
    .optional(),
  note: z
    .string()
    .max(NOTE_MAX_LENGTH * 2)
    .optional(),
});

export const CounterAnswerBody = z.strictObject({ status: z.enum(['accepted', 'skipped']) });
export const CancelBundleBody = z.strictObject({
  memo: z
    .string()
    .max(NOTE_MAX_LENGTH * 2)
    .optional(),
});
export const EmptyBody = z.strictObject({});
