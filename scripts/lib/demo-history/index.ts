/**
 * The demo marketplace's history (issue 11 "Demo data"): orders of the demo pharmacy with Keystone
 * in every status, offers and bundle offers in every negotiation status, customer requests in
 * every state, two audits, a pharmacy signup waiting for support's review and a wholesaler
 * application awaiting Keystone, Riverside Drug as a p2p seller with a dozen listings, made through the
 * running product (its API as the demo users, its workflows on its worker), once per database.
 * `npm start` runs it in the background once the API is healthy (scripts/start.ts).
 */
import { and, eq } from 'drizzle-orm';
import { cartItems, demoHistory } from '../../../db/schema/index.ts';
import { APPLICATION_SCENARIOS } from './application-scenarios.ts';
import { AUDIT_SCENARIOS } from './audit-scenarios.ts';
import { BUNDLE_SCENARIOS } from './bundle-scenarios.ts';
import { playOnce, type ScenarioOutcome } from './marker.ts';
import { OFFER_SCENARIOS } from './offer-scenarios.ts';
import { ORDER_SCENARIOS, playOrderScenario } from './order-scenarios.ts';
import { LICENCE_SCENARIOS } from './licence-scenarios.ts';
import { REQUEST_SCENARIOS } from './request-scenarios.ts';
import { SELLER_SCENARIOS } from './seller-scenarios.ts';
import { SIGNUP_SCENARIOS } from './signup-scenarios.ts';
import { DEMO_PHARMACY, DEMO_SUPPLIER, openWorld, type DemoHistoryDeps, type DemoWorld } from './world.ts';

export type { DemoHistoryDeps } from './world.ts';
export type DemoHistoryReport = Record<ScenarioOutcome, number>;

/** The scenarios played after the orders, in this order (the audits' proofs list those orders). */
const AFTER_ORDERS = [
  ...OFFER_SCENARIOS,
  ...BUNDLE_SCENARIOS,
  ...REQUEST_SCENARIOS,
  ...AUDIT_SCENARIOS,
  ...SIGNUP_SCENARIOS,
  ...APPLICATION_SCENARIOS,
  ...LICENCE_SCENARIOS,
  ...SELLER_SCENARIOS,
];

/** Every scenario's marker name, in the order they are played. */
export const DEMO_HISTORY_SCENARIOS = [...ORDER_SCENARIOS, ...AFTER_ORDERS].map((s) => s.name);

/** Plays every scenario not played yet; a second run finds them all played and adds nothing. */
export async function seedDemoHistory(deps: DemoHistoryDeps): Promise<DemoHistoryReport> {
  const report: DemoHistoryReport = { played: 0, 'already played': 0, failed: 0 };
  const count = (outcome: ScenarioOutcome) => void (report[outcome] += 1);
  const pending = await unplayed(deps);
  if (pending.length === 0) {
    report['already played'] = DEMO_HISTORY_SCENARIOS.length;
    return report;
  }
  const w = await openWorld(deps);
  // Checkout takes the whole Keystone cart: what a demo user left there waits in saved for later.
  const parked = await parkKeystoneCart(w);
  try {
    for (const scenario of ORDER_SCENARIOS) {
      count(await playOnce(w.db, scenario.name, (made) => playOrderScenario(w, scenario, made), w.log));
    }
  } finally {
    for (const id of parked) {
      await w.api
        .call(w.pharmacy, 'POST', `/api/v1/cart/items/${id}/restore`)
        .catch((error: unknown) => w.log(`demo history: a saved cart line stays saved (${String(error)})`));
    }
  }
  for (const scenario of AFTER_ORDERS) {
    count(await playOnce(w.db, scenario.name, (made) => scenario.play(w, made), w.log));
  }
  return report;
}

/** The scenarios this database has not seen yet (none after a first complete start). */
export async function unplayed(deps: Pick<DemoHistoryDeps, 'db'>): Promise<string[]> {
  const done = new Set(
    (await deps.db.select({ scenario: demoHistory.scenario }).from(demoHistory)).map((r) => r.scenario),
  );
  return DEMO_HISTORY_SCENARIOS.filter((name) => !done.has(name));
}

/** Moves the demo pharmacy's Keystone cart lines to saved for later; answers their ids. */
async function parkKeystoneCart(w: DemoWorld): Promise<string[]> {
  const lines = await w.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.pharmacyAccountId, DEMO_PHARMACY.id),
        eq(cartItems.supplierAccountId, DEMO_SUPPLIER.id),
        eq(cartItems.saved, false),
      ),
    );
  for (const line of lines) await w.api.call(w.pharmacy, 'POST', `/api/v1/cart/items/${line.id}/save`);
  return lines.map((l) => l.id);
}
