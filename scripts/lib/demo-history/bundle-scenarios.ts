/**
 * Keystone's bundle offers to the demo pharmacy, one in every status of the negotiation, each
 * sent and answered through the API's bundle routes and the `bundle-offer:<id>` workflow. The
 * expired one is sent with `sendBundleOffer` (what POST /bundle_offers calls) under the demo's
 * two-second expiry, so it expires while the history runs.
 */
import { eq } from 'drizzle-orm';
import { sendBundleOffer } from '../../../services/offers/bundle-send.ts';
import { bundleOffers, cartItems } from '../../../db/schema/index.ts';
import { DEMO_EXPIRY_MS, type NegotiationScenario } from './offer-scenarios.ts';
import { DEMO_PHARMACY, priceText, waitFor, type DemoWorld } from './world.ts';

type BundleAnswer = {
  bundle_offer: { id: string; number: number; variants: { id: string; listing_id: string }[] };
};

/** Keystone bundles two listings at 80% of their list price: 3 and 5 packs. */
async function sendDemoBundle(w: DemoWorld, made: (id: string) => Promise<void>, note: string) {
  const listings = [w.nextListing(), w.nextListing()];
  const { bundle_offer } = await w.api.call<BundleAnswer>(w.supplier, 'POST', '/api/v1/bundle_offers', {
    buyer_account_id: DEMO_PHARMACY.id,
    variants: listings.map((l, i) => ({ listing_id: l.id, price: priceText(l, 80), quantity: 3 + 2 * i })),
    note,
    shipping_method: 'ground',
    allow_modify_in_cart: false,
  });
  await made(bundle_offer.id);
  return { bundle: bundle_offer, listings };
}

const respond = (w: DemoWorld, id: string, body: Record<string, unknown>) =>
  w.api.call(w.pharmacy, 'POST', `/api/v1/bundle_offers/${id}/respond`, body);

const acceptAll = (w: DemoWorld, bundle: BundleAnswer['bundle_offer']) =>
  respond(w, bundle.id, {
    response: 'accepted',
    variants: bundle.variants.map((v) => ({ id: v.id, chosen: true })),
  });

const answerCounter = (w: DemoWorld, id: string, status: 'accepted' | 'skipped') =>
  w.api.call(w.supplier, 'PATCH', `/api/v1/bundle_offers/${id}/counter`, { status });

/** The pharmacy counters: a little lower on the first variant, more packs of it. */
async function counter(w: DemoWorld, made: (id: string) => Promise<void>, note: string) {
  const { bundle, listings } = await sendDemoBundle(w, made, note);
  // The answer lists the variants in its own order: the first listing's variant by its listing id.
  const first = bundle.variants.find((v) => v.listing_id === listings[0]!.id)!;
  await respond(w, bundle.id, {
    response: 'counter',
    variants: [{ id: first.id, price: priceText(listings[0]!, 75), quantity: 6 }],
    note: 'We would take more at this price.',
  });
  return bundle;
}

export const BUNDLE_SCENARIOS: NegotiationScenario[] = [
  {
    name: 'bundle:pending',
    status: 'pending',
    play: (w, made) => sendDemoBundle(w, made, 'Winter restock bundle').then(() => undefined),
  },
  {
    name: 'bundle:accepted',
    status: 'accepted',
    async play(w, made) {
      const { bundle } = await sendDemoBundle(w, made, 'Cardiometabolic essentials');
      await acceptAll(w, bundle);
    },
  },
  {
    name: 'bundle:declined',
    status: 'declined',
    async play(w, made) {
      const { bundle } = await sendDemoBundle(w, made, 'Clearance pair');
      await respond(w, bundle.id, { response: 'declined', note: 'We are overstocked on these.' });
    },
  },
  {
    name: 'bundle:countered',
    status: 'countered',
    play: (w, made) => counter(w, made, 'Pain management pair').then(() => undefined),
  },
  {
    name: 'bundle:counter-accepted',
    status: 'counter_accepted',
    async play(w, made) {
      const bundle = await counter(w, made, 'New-store opening bundle');
      await answerCounter(w, bundle.id, 'accepted');
    },
  },
  {
    name: 'bundle:counter-skipped',
    status: 'counter_skipped',
    async play(w, made) {
      const bundle = await counter(w, made, 'Quarter-end bundle');
      await answerCounter(w, bundle.id, 'skipped');
    },
  },
  {
    name: 'bundle:cancelled',
    status: 'cancelled',
    async play(w, made) {
      const { bundle } = await sendDemoBundle(w, made, 'Short-dated pair');
      await w.api.call(w.supplier, 'PATCH', `/api/v1/bundle_offers/${bundle.id}/cancel`, {
        memo: 'Sent to the wrong customer.',
      });
    },
  },
  {
    name: 'bundle:cancellation-requested',
    status: 'cancellation_requested',
    async play(w, made) {
      const { bundle } = await sendDemoBundle(w, made, 'Allergy season bundle');
      await acceptAll(w, bundle);
      const [line] = await w.db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(eq(cartItems.bundleOfferId, bundle.id));
      await w.api.call(w.pharmacy, 'POST', `/api/v1/saved_line_item/${line!.id}/cancel_offer_request`, {
        reason: 'Our budget for this month is spent.',
      });
    },
  },
  {
    name: 'bundle:expired',
    status: 'expired',
    async play(w, made) {
      const listings = [w.nextListing(), w.nextListing()];
      const bundle = await sendBundleOffer(
        {
          db: w.db,
          temporal: w.temporal,
          env: { temporal: w.temporalSettings, offers: { expiryMs: DEMO_EXPIRY_MS } },
          logger: w.logger,
          now: () => new Date(),
        },
        {
          sellerAccountId: w.supplierCaller.account.id,
          userId: w.supplierCaller.user.id,
          buyerAccountId: DEMO_PHARMACY.id,
          variants: listings.map((l) => ({
            listingId: l.id,
            priceCents: Math.round(l.packPriceCents * 0.8),
            quantity: 4,
          })),
          note: 'Flash bundle, today only',
          shippingMethod: 'ground',
          allowModifyInCart: false,
        },
      );
      await made(bundle.id);
      await waitFor(`bundle offer #${bundle.number}`, () => bundleStatus(w, bundle.id), 'expired');
    },
  },
];

async function bundleStatus(w: DemoWorld, id: string) {
  const [row] = await w.db
    .select({ status: bundleOffers.status })
    .from(bundleOffers)
    .where(eq(bundleOffers.id, id));
  return row!.status;
}
