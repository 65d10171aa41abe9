/**
 * The demo pharmacy's offers to Keystone, one in every status of the negotiation
 * (domain/offers/negotiation.ts OFFER_STATUSES), each made and answered through the API's offer
 * routes and the `offer:<id>` workflow. The expired one is made with checkout's sibling activity
 * `makeOffer` (what POST /offers calls) under a two-second expiry, as OFFER_EXPIRY_SECONDS would
 * set for a whole deployment, so it expires while the history runs.
 */
import { eq } from 'drizzle-orm';
import { makeOffer } from '../../../services/offers/make-offer.ts';
import { cartItems, offers } from '../../../db/schema/index.ts';
import type { OfferStatus } from '../../../domain/offers/negotiation.ts';
import { priceText, waitFor, type DemoWorld } from './world.ts';

/** How long the expired demo offer and bundle offer had to be answered. */
export const DEMO_EXPIRY_MS = 2_000;

export type NegotiationScenario = {
  name: string;
  status: OfferStatus;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

type OfferAnswer = { offer: { id: string; number: number } };

/** The pharmacy offers 85% of the list price for 4 packs of the next Keystone listing. */
async function makeDemoOffer(w: DemoWorld, made: (id: string) => Promise<void>, note: string) {
  const listing = w.nextListing();
  const { offer } = await w.api.call<OfferAnswer>(w.pharmacy, 'POST', '/api/v1/offers', {
    listing_id: listing.id,
    price: priceText(listing, 85),
    quantity: 4,
    note,
  });
  await made(offer.id);
  return { offer, listing };
}

const respond = (w: DemoWorld, id: string, body: Record<string, unknown>) =>
  w.api.call(w.supplier, 'POST', `/api/v1/offers/${id}/respond`, body);

const answerCounter = (w: DemoWorld, id: string, status: 'accepted' | 'skipped') =>
  w.api.call(w.pharmacy, 'PATCH', `/api/v1/offers/${id}/counter`, { status });

async function counter(w: DemoWorld, made: (id: string) => Promise<void>, note: string) {
  const { offer, listing } = await makeDemoOffer(w, made, note);
  await respond(w, offer.id, { response: 'counter', price: priceText(listing, 92), quantity: 6 });
  return offer;
}

export const OFFER_SCENARIOS: NegotiationScenario[] = [
  {
    name: 'offer:pending',
    status: 'pending',
    play: (w, made) => makeDemoOffer(w, made, 'Can you do better on this one?').then(() => undefined),
  },
  {
    name: 'offer:accepted',
    status: 'accepted',
    async play(w, made) {
      const { offer } = await makeDemoOffer(w, made, 'Regular monthly quantity.');
      await respond(w, offer.id, { response: 'accepted' });
    },
  },
  {
    name: 'offer:declined',
    status: 'declined',
    async play(w, made) {
      const { offer } = await makeDemoOffer(w, made, 'Looking for a volume price.');
      await respond(w, offer.id, { response: 'declined', note: 'This price is already our best.' });
    },
  },
  {
    name: 'offer:countered',
    status: 'countered',
    play: (w, made) => counter(w, made, 'Would you take this price?').then(() => undefined),
  },
  {
    name: 'offer:counter-accepted',
    status: 'counter_accepted',
    async play(w, made) {
      const offer = await counter(w, made, 'Stocking up before flu season.');
      await answerCounter(w, offer.id, 'accepted');
    },
  },
  {
    name: 'offer:counter-skipped',
    status: 'counter_skipped',
    async play(w, made) {
      const offer = await counter(w, made, 'Price check against our other wholesaler.');
      await answerCounter(w, offer.id, 'skipped');
    },
  },
  {
    name: 'offer:cancelled',
    status: 'cancelled',
    async play(w, made) {
      const { offer } = await makeDemoOffer(w, made, 'Trying a new generic.');
      await w.api.call(w.pharmacy, 'PATCH', `/api/v1/offers/${offer.id}/cancel`, {
        memo: 'Found it on our formulary elsewhere.',
      });
    },
  },
  {
    name: 'offer:cancellation-requested',
    status: 'cancellation_requested',
    async play(w, made) {
      const { offer } = await makeDemoOffer(w, made, 'For the North Lamar store.');
      await respond(w, offer.id, { response: 'accepted' });
      // The agreed item sits in the cart; the pharmacy asks to cancel it from there.
      const [line] = await w.db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(eq(cartItems.offerId, offer.id));
      await w.api.call(w.pharmacy, 'POST', `/api/v1/saved_line_item/${line!.id}/cancel_offer_request`, {
        reason: 'Ordered twice by mistake.',
      });
    },
  },
  {
    name: 'offer:expired',
    status: 'expired',
    async play(w, made) {
      const listing = w.nextListing();
      const offer = await makeOffer(
        {
          db: w.db,
          temporal: w.temporal,
          env: { temporal: w.temporalSettings, offers: { expiryMs: DEMO_EXPIRY_MS } },
          logger: w.logger,
          now: () => new Date(),
        },
        w.pharmacyCaller,
        {
          listing_id: listing.id,
          price: priceText(listing, 80),
          quantity: 4,
          note: 'Quick one before Friday?',
        },
      );
      await made(offer.id);
      await waitFor(`offer #${offer.number}`, () => offerStatus(w, offer.id), 'expired');
    },
  },
];

async function offerStatus(w: DemoWorld, id: string) {
  const [row] = await w.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
  return row!.status;
}
