/**
 * The pharmacy's answer to a bundle offer (§7 POST /bundle_offers/{id}/respond: response and
 * variants): the body's shape, then the domain's respond rule (accept with at least one chosen
 * variant, counter with a price or quantity on at least one), then the variants must be this
 * bundle's own. The workflow checks the move itself (who, and whether it is still open).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { assertAnswerFits } from '../../../activities/offers/bundle-variants.ts';
import { assertUnderPackPriceCap } from '../../../services/offers/pack-price-cap.ts';
import { listBundleVariants, type BundleOfferRow } from '../../../db/queries/offers/bundle-offers.ts';
import { DomainError } from '../../../domain/errors.ts';
import { validateRespondInput, type RespondValue } from '../../../domain/offers/respond-input.ts';
import type { AppEnv } from '../../context.ts';
import type { RespondBundleBody } from './bundle-schemas.ts';

/** The respond payload (without the actor) for the bundle's workflow, or the refusal with field errors. */
export async function checkBundleResponse(
  c: Context<AppEnv>,
  bundle: BundleOfferRow,
  body: z.output<typeof RespondBundleBody>,
): Promise<RespondValue> {
  const checked = validateRespondInput('bundle', body);
  if (!checked.ok) {
    const [field, messages] = Object.entries(checked.fields)[0]!;
    throw new DomainError('OFFER_INVALID', messages[0]!, {
      fields: checked.fields,
      message: `${field}: ${messages[0]}`,
    });
  }
  const value = checked.value;
  if (value.response !== 'declined') {
    const variants = await listBundleVariants(c.get('deps').db, bundle.id);
    assertAnswerFits(
      variants.map((v) => v.id),
      value.response,
      value.variants,
    );
    if (value.response === 'counter') {
      const listingOf = new Map(variants.map((v) => [v.id, v.listingId]));
      await assertUnderPackPriceCap(
        c.get('deps').db,
        (value.variants ?? []).flatMap((v, i) =>
          v.price_cents === undefined
            ? []
            : [{ field: `variants.${i}.price`, listingId: listingOf.get(v.id)!, priceCents: v.price_cents }],
        ),
      );
    }
  }
  return value;
}
