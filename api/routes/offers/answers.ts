/** The answers of the offer moves: the toast, the `fl` the page reloads with, and the offer re-read. */
import { z } from 'zod';
import { BundleOfferSchema } from './bundle-serializers.ts';
import { OfferDetailSchema } from './serializers.ts';

/** The spec's return flags (pharmacy-side §2 query parameters: fl). */
export const OutcomeFlagSchema = z.enum([
  'accepted',
  'declined',
  'counter',
  'skipped',
  'canceled',
  'created',
  'changed',
  'updated',
]);

export const OfferMoveAnswerSchema = z
  .strictObject({ message: z.string(), fl: OutcomeFlagSchema, offer: OfferDetailSchema })
  .meta({ id: 'OfferMoveAnswer' });

export const BundleMoveAnswerSchema = z
  .strictObject({ message: z.string(), fl: OutcomeFlagSchema, bundle_offer: BundleOfferSchema })
  .meta({ id: 'BundleOfferMoveAnswer' });

/** A cancellation request on a bundle's cart line answers the bundle's new status only. */
export const BundleStatusAnswerSchema = z.strictObject({
  message: z.string(),
  fl: OutcomeFlagSchema,
  bundle_offer: z.strictObject({ id: z.uuid(), status: z.string() }),
});
