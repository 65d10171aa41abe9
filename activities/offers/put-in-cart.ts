/**
 * An accepted offer or counter in the buyer's cart with its seller (issue 5 "Accepted means
 * buyable"): the agreed pack price and quantity, fixed unless the offer allows changes, holding
 * until the offer's agreed_until.
 */
import { putAgreedLinesInCart } from './agreed-cart-lines.ts';
import type { Tx } from './negotiation-kind.ts';
import type { OfferRow } from './negotiation-kind.ts';

/** Writes the offer's cart line from its agreed_* columns (the row as the acceptance left it). */
export async function putOfferInCart(tx: Tx, offer: OfferRow, addedByUserId: string | null): Promise<string> {
  if (offer.agreedPriceCents === null || offer.agreedQuantity === null || offer.agreedUntil === null)
    throw new Error(`offer ${offer.id} has no agreed price, quantity or hold`);
  const [cartItemId] = await putAgreedLinesInCart(tx, {
    buyerAccountId: offer.buyerAccountId,
    sellerAccountId: offer.sellerAccountId,
    offerId: offer.id,
    lines: [
      { listingId: offer.listingId, unitCents: offer.agreedPriceCents, quantity: offer.agreedQuantity },
    ],
    agreedUntil: offer.agreedUntil,
    allowModify: offer.allowModifyInCart,
    addedByUserId,
  });
  return cartItemId!;
}
