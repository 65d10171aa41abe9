/**
 * What every demo-history scenario works with: the database and Temporal of the running product,
 * the API logged in as the demo pharmacy (Main Street Pharmacy) and the demo supplier (Keystone),
 * and, for the customer requests, the second supplier (Bluegrass) and the second pharmacy
 * (Riverside Drug); the first two users as callers for the few in-process activity calls, and Keystone listings to buy.
 */
import type { Client } from '@temporalio/client';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { CardProcessor } from '../../../activities/ports/card-processor.ts';
import type { Database } from '../../../db/client.ts';
import { listings, products } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { maxPackPrice } from '../../../domain/catalog/pricing.ts';
import { isoDate } from '../../../domain/dates.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import type { Env } from '../../../platform/env.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { FileStore } from '../../../activities/ports/file-store.ts';
import { demoApi, type DemoApi, type DemoSession, type SendRequest } from './api.ts';

export type DemoHistoryDeps = {
  db: Database;
  temporal: Client;
  /** Where the product's worker polls (TEMPORAL_* of its environment). */
  temporalSettings: Env['temporal'];
  /** How requests reach the API: HTTP in npm start, app.request() in a test. */
  send: SendRequest;
  /** The card processor port (checkout's in-process placement needs one; the demo pays on terms there). */
  cards: CardProcessor;
  /** The file store the API and the worker share (the demo's stored documents go there). */
  files: FileStore;
  logger: Logger;
  log: (line: string) => void;
};

export type DemoListing = { id: string; packPriceCents: number; name: string };

export type DemoWorld = DemoHistoryDeps & {
  api: DemoApi;
  pharmacy: DemoSession;
  supplier: DemoSession;
  /** Bluegrass Pharma Supply, the demo pharmacy's second wholesaler. */
  supplier2: DemoSession;
  /** Riverside Drug, Keystone's other demo customer. */
  otherPharmacy: DemoSession;
  pharmacyCaller: Caller;
  supplierCaller: Caller;
  /** Keystone listings, a different one for each line the history buys or negotiates. */
  nextListing: () => DemoListing;
};

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
export const DEMO_PHARMACY = account('pharmacy@example.com');
export const DEMO_SUPPLIER = account('supplier@example.com');
export const DEMO_SUPPLIER2 = account('supplier2@example.com');
export const DEMO_OTHER_PHARMACY = account('seller@example.com');

/** The demo user as the activities see a caller (the history acts for them, as the API would). */
function callerOf(demo: typeof DEMO_PHARMACY): Caller {
  return {
    user: { ...demo.user },
    account: {
      id: demo.id,
      kind: demo.kind,
      name: demo.name,
      masterAccountId: null,
      timeZone: demo.timeZone,
    },
    via: { kind: 'token', tokenId: 'demo-history' },
  };
}

/**
 * Keystone listings anyone may buy at list price in small quantities: active, in stock, no DEA
 * schedule, no deal or promotion, not short-dated, $20 to $300 a pack; the same ones each time.
 */
async function buyableListings(db: Database): Promise<DemoListing[]> {
  const farExpiry = isoDate(new Date(Date.now() + 400 * 86_400_000));
  const rows = await db
    .select({
      id: listings.id,
      packPriceCents: listings.packPriceCents,
      name: products.name,
      isBrand: products.isBrand,
      wacCents: products.wacCents,
      awpCents: products.awpCents,
      maxPackPriceCents: products.maxPackPriceCents,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(listings.supplierAccountId, DEMO_SUPPLIER.id),
        eq(listings.active, true),
        eq(listings.isDeal, false),
        isNull(listings.promoPackPriceCents),
        eq(listings.minQty, 1),
        or(isNull(listings.maxQty), gte(listings.maxQty, 10)),
        gte(listings.stock, 50),
        gte(listings.packPriceCents, 2_000),
        lte(listings.packPriceCents, 30_000),
        or(isNull(listings.expiryDate), gte(listings.expiryDate, farExpiry)),
        isNull(products.deaSchedule),
      ),
    )
    .orderBy(asc(listings.sku))
    .limit(100);
  // Under the marketplace's pack-price cap (an offer above it is refused), so any discount is too.
  return rows
    .filter((r) => r.packPriceCents <= (maxPackPrice(r)?.cents ?? Infinity))
    .map((r) => ({ id: r.id, packPriceCents: r.packPriceCents, name: r.name }));
}

export async function openWorld(deps: DemoHistoryDeps): Promise<DemoWorld> {
  const api = demoApi(deps.send);
  const found = await buyableListings(deps.db);
  if (found.length === 0)
    throw new Error('demo history: Keystone has no listing to buy (is the demo catalog seeded?)');
  let next = 0;
  return {
    ...deps,
    api,
    pharmacy: await api.login(DEMO_PHARMACY.user.email),
    supplier: await api.login(DEMO_SUPPLIER.user.email),
    supplier2: await api.login(DEMO_SUPPLIER2.user.email),
    otherPharmacy: await api.login(DEMO_OTHER_PHARMACY.user.email),
    pharmacyCaller: callerOf(DEMO_PHARMACY),
    supplierCaller: callerOf(DEMO_SUPPLIER),
    nextListing: () => found[next++ % found.length]!,
  };
}

/** Polls `read` until it answers `want` (a workflow writes on its own clock); throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  want: T,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value === want) return;
    if (Date.now() > until) throw new Error(`demo history: ${what} is ${String(value)}, not ${String(want)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Price in the API's decimal text ("12.50") for `percent` of a listing's pack price. */
export function priceText(listing: DemoListing, percent: number): string {
  return (Math.round((listing.packPriceCents * percent) / 100) / 100).toFixed(2);
}
