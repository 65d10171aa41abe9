/**
 * The offers list as the offers pages read it (pharmacy-side §2 offers pages, §3 Offer: a row is
 * individual or bundle, told apart by `bundle` 0 or 1), with the `actions` the caller may take
 * now, decided by the negotiation rules (domain/offers/negotiation.ts).
 */
import { z } from 'zod';
import type { OfferListRow, OfferSide } from '../../../db/queries/offers/offers-list.ts';
import { formatCents } from '../../../domain/money.ts';
import {
  availableMoves,
  isAgreed,
  isOpen,
  OFFER_STATUSES,
  type OfferKind,
  type OfferStatus,
} from '../../../domain/offers/negotiation.ts';
import { iso } from '../../contract/wire-format.ts';

/** What a row lets the caller do now; the SPA shows those buttons and bulk menu items only. */
export const OFFER_ACTIONS = [
  'respond',
  'accept',
  'decline',
  'counter',
  'answer_counter',
  'cancel',
  'decide_cancellation',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/**
 * The moves `side` may make on an offer in `status` (§4 Offers), as the SPA's actions. An open
 * offer whose expiry has passed offers none: its workflow is about to expire it.
 */
export function offerActions(
  offer: { kind: OfferKind; status: OfferStatus; expiresAt: Date },
  side: OfferSide,
  now: Date,
): OfferAction[] {
  if (isOpen(offer.status) && offer.expiresAt.getTime() <= now.getTime()) return [];
  const actions: OfferAction[] = [];
  for (const move of availableMoves({ kind: offer.kind, status: offer.status }, side)) {
    if (move === 'respond') actions.push('respond', 'accept', 'decline', 'counter');
    if (move === 'answerCounter') actions.push('answer_counter');
    if (move === 'cancel') actions.push('cancel');
    if (move === 'decideCancellation') actions.push('decide_cancellation');
  }
  return actions;
}

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const wasAgreed = (status: OfferStatus) => isAgreed(status) || status === 'cancellation_requested';

type Variant = Extract<OfferListRow, { kind: 'bundle' }>['variants'][number]['variant'];

/**
 * A bundle's figures as totals over its variants: offered Σ price × quantity; the counter over
 * the countered variants; once agreed, over the chosen variants (all when none was marked) at the
 * countered terms when the counter was accepted.
 */
function bundleTotals(status: OfferStatus, variants: Variant[]) {
  const countered = variants.filter((v) => v.counterPriceCents !== null);
  const chosen = variants.some((v) => v.chosen) ? variants.filter((v) => v.chosen) : variants;
  const counterTerms = (v: Variant) => ({
    unit: v.counterPriceCents ?? v.priceCents,
    quantity: v.counterQuantity ?? v.quantity,
  });
  const agreedTerms =
    status === 'counter_accepted'
      ? chosen.map(counterTerms)
      : chosen.map((v) => ({ unit: v.priceCents, quantity: v.quantity }));
  return {
    priceCents: sum(variants.map((v) => v.priceCents * v.quantity)),
    quantity: sum(variants.map((v) => v.quantity)),
    counterPriceCents: countered.length
      ? sum(countered.map(counterTerms).map((t) => t.unit * t.quantity))
      : null,
    counterQuantity: countered.length ? sum(countered.map(counterTerms).map((t) => t.quantity)) : null,
    agreedPriceCents: wasAgreed(status) ? sum(agreedTerms.map((t) => t.unit * t.quantity)) : null,
    agreedQuantity: wasAgreed(status) ? sum(agreedTerms.map((t) => t.quantity)) : null,
  };
}

function figures(row: OfferListRow) {
  if (row.kind === 'bundle')
    return bundleTotals(
      row.bundle.status,
      row.variants.map((v) => v.variant),
    );
  const o = row.offer;
  return {
    priceCents: o.priceCents,
    quantity: o.quantity,
    counterPriceCents: o.counterPriceCents,
    counterQuantity: o.counterQuantity,
    agreedPriceCents: o.agreedPriceCents,
    agreedQuantity: o.agreedQuantity,
  };
}

const cents = z.number().int();

/** One row of GET /offers: individual (bundle 0) or bundle (bundle 1), from the caller's side. */
export const OfferListRowSchema = z
  .strictObject({
    bundle: z.union([z.literal(0), z.literal(1)]),
    kind: z.enum(['offer', 'bundle']),
    id: z.uuid(),
    number: z.number().int(),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    status: z.enum(OFFER_STATUSES),
    side: z.enum(['buyer', 'seller']),
    counterparty: z.strictObject({ id: z.uuid(), name: z.string() }),
    product: z
      .strictObject({ id: z.uuid(), name: z.string(), ndc: z.string(), package_size: z.string() })
      .nullable(),
    variant_count: z.number().int().nullable(),
    variant_names: z.array(z.string()).nullable(),
    price_cents: cents,
    price: z.string(),
    quantity: z.number().int(),
    counter_price_cents: cents.nullable(),
    counter_price: z.string().nullable(),
    counter_quantity: z.number().int().nullable(),
    agreed_price_cents: cents.nullable(),
    agreed_price: z.string().nullable(),
    agreed_quantity: z.number().int().nullable(),
    agreed_until: z.iso.datetime().nullable(),
    shipping_method: z.string().nullable(),
    note: z.string().nullable(),
    counter_note: z.string().nullable(),
    memo: z.string().nullable(),
    actions: z.array(z.enum(OFFER_ACTIONS)),
  })
  .meta({ id: 'OfferListRow' });

export function serializeOfferListRow(row: OfferListRow, now: Date): z.input<typeof OfferListRowSchema> {
  const base = row.kind === 'offer' ? row.offer : row.bundle;
  const f = figures(row);
  return {
    bundle: row.kind === 'bundle' ? (1 as const) : (0 as const),
    kind: row.kind,
    id: base.id,
    number: base.number,
    created_at: base.createdAt.toISOString(),
    expires_at: base.expiresAt.toISOString(),
    status: base.status,
    side: row.side,
    counterparty: { id: row.counterpartyId, name: row.counterpartyName },
    product:
      row.kind === 'offer'
        ? { id: row.productId, name: row.productName, ndc: row.ndc, package_size: row.packageSize }
        : null,
    variant_count: row.kind === 'bundle' ? row.variants.length : null,
    variant_names: row.kind === 'bundle' ? row.variants.map((v) => v.productName) : null,
    price_cents: f.priceCents,
    price: formatCents(f.priceCents),
    quantity: f.quantity,
    counter_price_cents: f.counterPriceCents,
    counter_price: money(f.counterPriceCents),
    counter_quantity: f.counterQuantity,
    agreed_price_cents: f.agreedPriceCents,
    agreed_price: money(f.agreedPriceCents),
    agreed_quantity: f.agreedQuantity,
    agreed_until: iso(base.agreedUntil),
    shipping_method:
      row.kind === 'offer'
        ? (row.offer.counterShippingMethod ?? row.offer.shippingMethod)
        : row.bundle.shippingMethod,
    note: base.note,
    counter_note: base.counterNote,
    memo: base.memo,
    actions: offerActions({ kind: row.kind, status: base.status, expiresAt: base.expiresAt }, row.side, now),
  };
}
