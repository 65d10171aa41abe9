/**
 * The authorization matrix's rules for issue 13's part B (p2p buying): the rph2rph autosuggest,
 * the p2p checkout and its acknowledgement, and the seller shipping settings. The p2p checkout
 * buys from a pharmacy seller of its own (created once), so every pharmacy role, the demo seller
 * included, has someone else to buy from; the demo seller is made an approved seller for its
 * shipping settings. Each placement's workflow `p2p-order:<id>` is terminated after the call, as
 * no p2p worker runs here.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  accounts,
  cartItems,
  locations,
  orders,
  paymentCards,
  sandboxCardTokens,
  users,
} from '../../../db/schema/index.ts';
import { p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import { accountIdOf, cardOf, KIND, locationOf, whose, type Role } from './authorization-matrix-fixtures.ts';
import { idempotent, t, type RouteRule } from './authorization-matrix-context.ts';
import { acknowledgeP2p, insertP2pListing, makeP2pSeller } from '../p2p/p2p-buying-fixtures.ts';

let matrixSeller: Promise<string> | undefined;

/** A pharmacy seller no role belongs to, with a location in Oregon, approved with default methods. */
function sellerId(): Promise<string> {
  matrixSeller ??= (async () => {
    const [account] = await t.db
      .insert(accounts)
      .values({ kind: 'pharmacy', name: `Matrix P2P Seller ${randomUUID().slice(0, 6)}` })
      .returning();
    await t.db.insert(users).values({
      accountId: account!.id,
      email: `matrix-p2p-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Matrix',
      lastName: 'Seller',
    });
    const [anyLocation] = await t.db.select().from(locations).limit(1);
    await t.db.insert(locations).values({
      accountId: account!.id,
      name: 'Matrix P2P Seller',
      address1: '1 Peer St',
      city: 'Portland',
      stateId: anyLocation!.stateId,
      zipcode: '97201',
      isDefaultShipping: true,
    });
    await makeP2pSeller(t.db, account!.id);
    return account!.id;
  })();
  return matrixSeller;
}

/** A card of the caller's account the sandbox processor approves (a token of its own). */
async function approvedCardOf(role: Role): Promise<string> {
  if (KIND[role] !== 'pharmacy') return randomUUID();
  const token = `sbx_tok_matrix_p2p_${randomUUID()}`;
  await t.db.insert(sandboxCardTokens).values({ token, declineReason: null });
  const [card] = await t.db
    .insert(paymentCards)
    .values({
      accountId: accountIdOf(whose(role, 'own')),
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Matrix',
      processorToken: token,
    })
    .returning();
  return card!.id;
}

/** The caller's account has a p2p line of the matrix seller in its cart and has acknowledged the terms. */
async function p2pCart(role: Role): Promise<void> {
  if (KIND[role] !== 'pharmacy') return;
  const seller = await sellerId();
  const buyer = accountIdOf(whose(role, 'own'));
  const { listing } = await insertP2pListing(t.db, { sellerId: seller, stock: 50, p2pMaxQty: null });
  await t.db
    .delete(cartItems)
    .where(and(eq(cartItems.pharmacyAccountId, buyer), eq(cartItems.supplierAccountId, seller)));
  await t.db.insert(cartItems).values({
    pharmacyAccountId: buyer,
    supplierAccountId: seller,
    listingId: listing.id,
    quantity: 1,
  });
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.accountId, buyer)).limit(1);
  await acknowledgeP2p(t.db, buyer, user!.id);
}

/** Ends the workflows the placements started (no p2p worker runs in the matrix). */
async function endP2pWorkflows(): Promise<void> {
  const seller = await sellerId();
  const placed = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.supplierAccountId, seller));
  for (const { id } of placed) {
    await t.temporal.client.workflow
      .getHandle(p2pOrderWorkflowId(id))
      .terminate('matrix: no p2p worker')
      .catch(() => undefined);
  }
}

const settings = {
  methods: [
    { service_type: 'ground', name: 'Ground', fee_cents: 1_500, transit_business_days: 3, active: true },
    {
      service_type: 'overnight',
      name: 'Overnight',
      fee_cents: 3_500,
      transit_business_days: 1,
      active: true,
    },
  ],
  cutoffs: {
    monday: '17:00',
    tuesday: '17:00',
    wednesday: '17:00',
    thursday: '17:00',
    friday: '17:00',
    saturday: '12:00',
  },
  holidays: [{ name: 'Christmas', month_day: '12-25' }],
};

export const P2P_BUYING_RULES: Record<string, RouteRule> = {
  'GET /api/v1/products/rph2rph/autosuggest': {
    access: ['pharmacy'],
    sample: () => ({ query: { keyword: 'peerolol' } }),
  },
  'POST /api/v1/p2p_checkout/acknowledgement': { access: ['pharmacy'], body: {} },
  'GET /api/v1/p2p_checkout/:seller_id': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({
      params: { seller_id: await sellerId() },
      query: { ship_location_id: locationOf(whose(role, scope)) },
    }),
  },
  'POST /api/v1/p2p_checkout/:seller_id': {
    access: ['pharmacy'],
    scoped: true,
    headers: idempotent,
    sample: async (role, scope) => {
      if (scope === 'own') await p2pCart(role);
      return {
        params: { seller_id: await sellerId() },
        body: {
          ship_location_id: locationOf(whose(role, scope)),
          payment_card_id: scope === 'own' ? await approvedCardOf(role) : await cardOf(t, whose(role, scope)),
          shipping_method: 'ground',
          reason_code: 'drug_shortage',
        },
      };
    },
    after: endP2pWorkflows,
  },
  'GET /api/v1/pharmacy/seller_shipping_settings': {
    access: ['pharmacy'],
    sample: async () => {
      await makeP2pSeller(t.db);
      return {};
    },
  },
  'PUT /api/v1/pharmacy/seller_shipping_settings': {
    access: ['pharmacy'],
    role: 'admin',
    sample: async () => {
      await makeP2pSeller(t.db);
      return { body: settings };
    },
  },
};
