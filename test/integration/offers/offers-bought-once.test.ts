/**
 * Agreed offer terms are bought once (issue 10): the order line records its offer and the offer is
 * consumed at checkout; a line whose offer is not agreed (a cancellation requested) is priced from
 * the listing, not at the agreed price; and a cancellation declined after the line was bought never
 * puts it back in the cart.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSupplierCart } from '../../../db/queries/cart/cart.ts';
import { cartItems, orderItems } from '../../../db/schema/index.ts';
import { isoDate } from '../../../domain/dates.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { offlineBody, place, type Placed } from '../checkout/checkout-helpers.ts';
import {
  cartLinesOf,
  makeOffer,
  offersClient,
  openOffersContext,
  PHARMACY,
  readOffer,
  SUPPLIER_ID,
} from './offers-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;
let offers: ReturnType<typeof offersClient>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openOffersContext('offers-bought-once'));
  offers = offersClient(t);
});
afterAll(() => close());
beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY.id));
});

/** An offer of 3 × $41.00 on a $50.00 listing, accepted: its line waits in the cart at $41.00. */
async function acceptedInCart() {
  const made = await makeOffer(t, pharmacy, { price: '41.00', quantity: 3 });
  await offers.respond(supplier, made.offer.id, { response: 'accepted' });
  const [line] = await cartLinesOf(t, made.offer.id);
  return { ...made, line: line! };
}

async function cartLine(offerId: string) {
  const cart = await loadSupplierCart(
    t.db,
    { account: { id: PHARMACY.id } },
    SUPPLIER_ID,
    isoDate(new Date()),
  );
  return cart.lines.find((l) => l.offerId === offerId);
}

describe('agreed terms are bought once', () => {
  it('records the offer on the order line and consumes it at checkout', async () => {
    const { offer } = await acceptedInCart();
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as Placed;
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ offerId: offer.id, unitCents: 4_100, quantity: 3 });
    expect((await readOffer(t, offer.id)).consumedOrderId).toBe(order.id);
    expect(await cartLinesOf(t, offer.id)).toEqual([]);
  });

  it('prices a line whose cancellation is requested from the listing, not at the agreed price', async () => {
    const { offer, line } = await acceptedInCart();
    expect((await cartLine(offer.id))?.unitCents).toBe(4_100);
    const requested = await offers.requestCancellation(pharmacy, line.id, { reason: 'Ordered twice' });
    expect(requested.status).toBe(200);
    const priced = await cartLine(offer.id);
    expect(priced).toMatchObject({ unitCents: 5_000, agreedUnitCents: null });
  });

  it('never puts a bought line back in the cart when the seller declines a cancellation requested before checkout', async () => {
    const { offer, line } = await acceptedInCart();
    await offers.requestCancellation(pharmacy, line.id, { reason: 'Changed my mind' });
    // The pharmacy checks out meanwhile: the line is bought (at the listing's price) and the offer consumed.
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as Placed;
    expect((await readOffer(t, offer.id)).consumedOrderId).toBe(order.id);

    const declined = await offers.decide(supplier, offer.id, 'decline');
    expect(declined.body).toMatchObject({ offer: { status: 'accepted' } });
    expect(await cartLinesOf(t, offer.id)).toEqual([]);
  });
});
