/**
 * Objects of the authorization matrix whose workflow runs on the matrix's worker, so that a move
 * on the caller's own one can succeed: an order at a stage of fulfilment (`order:<id>`), an offer
 * or a bundle offer at a stage of its negotiation. Another account's ('foreign') is a row only:
 * the route answers 404 before Temporal is asked, and nothing runs to change a table meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  bundleOffers,
  bundleOfferVariants,
  cartItems,
  offers,
  orderItems,
} from '../../../db/schema/index.ts';
import type { AccountKind } from '../../../domain/identity/caller.ts';
import type { OfferStatus } from '../../../domain/offers/negotiation.ts';
import { startNegotiation, type NegotiationRef } from '../../../platform/temporal/offers.ts';
import { startOrderFulfilment } from '../../../platform/temporal/orders.ts';
import {
  modifyOrderUpdate,
  orderWorkflowId,
  shipmentWorkflowId,
  shipOrderUpdate,
  type OrderDurations,
} from '../../../workflows/orders/messages.ts';
import {
  DEAL,
  demoOf,
  KIND,
  orderWithLinesOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t } from './authorization-matrix-context.ts';
import { insertListing, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { insertBundleOffer, insertOffer } from '../offers/offers-list-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Production waits, but the sandbox carrier asked once an hour: nothing moves by itself during the run. */
const QUIET: OrderDurations = { tracking: { pollMs: HOUR, sandboxStepMs: HOUR } };
/** A shipment with a carrier that has no live tracking here: only a manual status or a mark moves it. */
const UPS = {
  carrier: 'ups',
  tracking_number: '1Z999AA10123456784',
  packages: [{ weight: 3, length: 12, width: 10, height: 4 }],
};

export type OrderStage = 'placed' | 'accepted' | 'shipped';
export type LiveOrder = { id: string; lineId: string };

/**
 * An order of `whose(role, scope)` at `stage`, for a route of `side`: ten packs of $50 on one line
 * (above every minimum, so an edit down to nine still places). The caller's own has its workflow
 * started (and, to be shipped, is accepted and shipped through it); a role of another kind gets
 * random ids, which the route refuses before any lookup.
 */
export async function liveOrderOf(
  role: Role,
  scope: Scope,
  side: AccountKind,
  stage: OrderStage,
): Promise<LiveOrder> {
  if (KIND[role] !== side) return { id: randomUUID(), lineId: randomUUID() };
  const status = stage === 'placed' ? 'placed' : 'accepted';
  const order = (await orderWithLinesOf(t, whose(role, scope), { lines: [{ quantity: 10 }], status }))!;
  if (scope === 'own') {
    await startOrderFulfilment(t.temporal.client, t.env.temporal.taskQueue, order, QUIET);
    if (stage === 'shipped') await shipAndTrack(order.id);
  }
  return { id: order.id, lineId: order.items[0]!.id };
}

/**
 * Ships an accepted order through its workflow and waits until its tracking workflow runs: the
 * order workflow starts it as a child just after the ship update answers.
 */
async function shipAndTrack(orderId: string): Promise<void> {
  const { workflow } = t.temporal.client;
  const state = await workflow
    .getHandle(orderWorkflowId(orderId))
    .executeUpdate(shipOrderUpdate, { args: [UPS] });
  const tracking = workflow.getHandle(shipmentWorkflowId(state.shipmentId!));
  const started = () =>
    tracking.describe().then(
      () => true,
      () => false,
    );
  const until = Date.now() + 10_000;
  while (!(await started())) {
    if (Date.now() > until) throw new Error(`the tracking of order ${orderId} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A placed order of the caller's with a change the supplier proposed (a raise above what was
 * ordered, waiting for the pharmacy), and that proposal's id; another account's is random ids.
 */
export async function liveProposalOf(role: Role, scope: Scope): Promise<{ id: string; proposalId: string }> {
  const order = await liveOrderOf(role, scope, 'pharmacy', 'placed');
  if (scope !== 'own' || KIND[role] !== 'pharmacy') return { id: order.id, proposalId: randomUUID() };
  // A listing with stock for the two more packs, so accepting can succeed.
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, order.lineId));
  const listing = await insertListing(t.db, line!.productId, { stock: 2, supplierAccountId: SUPPLIER_ID });
  await t.db.update(orderItems).set({ listingId: listing.id }).where(eq(orderItems.id, line!.id));
  const state = await t.temporal.client.workflow
    .getHandle(orderWorkflowId(order.id))
    .executeUpdate(modifyOrderUpdate, {
      args: [{ items: [{ id: order.lineId, quantity: 12 }], by: 'supplier' }],
    });
  return { id: order.id, proposalId: state.editProposalId! };
}

/** Path parameter `id`: a live order of the caller's (or another account's) at `stage`. */
export const liveOrder = (side: AccountKind, stage: OrderStage) => async (role: Role, scope: Scope) => ({
  id: (await liveOrderOf(role, scope, side, stage)).id,
});

/** The caller's own negotiation starts, with production waits (nothing expires or reminds during the run). */
async function negotiating(scope: Scope, ref: NegotiationRef): Promise<string> {
  if (scope === 'own') await startNegotiation(t.temporal.client, t.env.temporal.taskQueue, ref, []);
  return ref.id;
}

/** Stages a move can start from: open, countered, or agreed with the buyer asking to cancel. */
export type OfferStage = Extract<OfferStatus, 'pending' | 'countered' | 'cancellation_requested'>;
/** An agreed price holds three days from now. */
const agreed = () => new Date(Date.now() + 3 * DAY);

/** An offer of the role's deal (a pharmacy role buys, a supplier role sells) at `stage`. */
export async function liveOfferOf(role: Role, scope: Scope, stage: OfferStage): Promise<string> {
  const deal = DEAL[whose(role, scope)];
  if (!deal) return randomUUID();
  const { offer } = await insertOffer(t, {
    buyer: demoOf(deal.buyer),
    sellerId: demoOf(deal.seller).id,
    status: stage,
    ...(stage === 'countered' ? { counter: { priceCents: 3_500, quantity: 3 } } : {}),
  });
  if (stage === 'cancellation_requested')
    await t.db
      .update(offers)
      .set({ agreedPriceCents: offer.priceCents, agreedQuantity: offer.quantity, agreedUntil: agreed() })
      .where(eq(offers.id, offer.id));
  return negotiating(scope, { kind: 'offer', id: offer.id });
}

/** A bundle offer of the role's deal (a supplier role sends it, a pharmacy role receives it) at `stage`. */
export async function liveBundleOfferOf(role: Role, scope: Scope, stage: OfferStage): Promise<string> {
  const deal = DEAL[whose(role, scope)];
  if (!deal) return randomUUID();
  const { bundle } = await insertBundleOffer(t, {
    buyer: demoOf(deal.buyer),
    sellerId: demoOf(deal.seller).id,
    status: stage,
    ...(stage === 'countered'
      ? { variants: [{ priceCents: 1_000, quantity: 2, counterPriceCents: 900 }] }
      : {}),
  });
  if (stage === 'countered' || stage === 'cancellation_requested')
    await t.db
      .update(bundleOfferVariants)
      .set({ chosen: true })
      .where(eq(bundleOfferVariants.bundleOfferId, bundle.id));
  if (stage === 'cancellation_requested')
    await t.db.update(bundleOffers).set({ agreedUntil: agreed() }).where(eq(bundleOffers.id, bundle.id));
  return negotiating(scope, { kind: 'bundle', id: bundle.id });
}

/**
 * A line of a pharmacy role's cart holding the terms of an accepted offer whose price still holds
 * (what a cancellation request names); the caller's own offer's negotiation runs.
 */
export async function liveOfferLineOf(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  const deal = DEAL[owner];
  if (KIND[owner] !== 'pharmacy' || !deal) return randomUUID();
  const { offer } = await insertOffer(t, {
    buyer: demoOf(owner),
    sellerId: demoOf(deal.seller).id,
    status: 'accepted',
  });
  const agreedUntil = agreed();
  await t.db
    .update(offers)
    .set({ agreedPriceCents: offer.priceCents, agreedQuantity: offer.quantity, agreedUntil })
    .where(eq(offers.id, offer.id));
  const [line] = await t.db
    .insert(cartItems)
    .values({
      pharmacyAccountId: offer.buyerAccountId,
      supplierAccountId: offer.sellerAccountId,
      listingId: offer.listingId,
      quantity: offer.quantity,
      offerId: offer.id,
      agreedUnitCents: offer.priceCents,
      agreedUntil,
    })
    .returning();
  await negotiating(scope, { kind: 'offer', id: offer.id });
  return line!.id;
}

/** Path parameter `id`: a live offer or bundle offer of the caller's (or another account's) at `stage`. */
export const liveOffer = (stage: OfferStage) => async (role: Role, scope: Scope) => ({
  id: await liveOfferOf(role, scope, stage),
});
export const liveBundleOffer = (stage: OfferStage) => async (role: Role, scope: Scope) => ({
  id: await liveBundleOfferOf(role, scope, stage),
});
