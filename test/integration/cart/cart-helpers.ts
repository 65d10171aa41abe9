/** Calls and fixtures shared by the cart tests. */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../platform/passwords.ts';
import {
  accounts,
  supplierCustomers,
  users,
  type listings,
  type products,
} from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';

export type CartItem = {
  id: string;
  listing_id: string;
  quantity: number;
  original_price_cents: number;
  pack_price_cents: number;
  item_total_cents: number;
  promo_item: boolean;
  promo_modifiers: { triggering_quantity: number; promo_pack_price_cents: number; end_date: string } | null;
  volume_discount: { min_quantity: number; discount_bp: number } | null;
  min_qty: number;
  max_qty: number | null;
  p2p_max_qty: number | null;
  is_brand: boolean;
  is_generic: boolean;
};
export type Cart = {
  supplier_id: string;
  supplier_name: string;
  customer_approved: boolean;
  lines: CartItem[];
  subtotal_cents: number;
  minimum: { met: boolean; message: string | null; failures: string[] };
};
export type CartsBody = {
  carts: Cart[];
  saved: { supplier_id: string; items: CartItem[] }[];
  count: number;
  total_cents: number;
};
export type Problem = {
  status: number;
  code: string;
  message: string;
  reason?: string;
  previous_quantity?: number;
  available?: number;
  errors?: Record<string, string[]>;
};

/** A product with one listing; both overridable. */
export async function listingFixture(
  t: TestContext,
  listing: Partial<typeof listings.$inferInsert> = {},
  product: Partial<typeof products.$inferInsert> = {},
) {
  const p = await insertProduct(t.db, product);
  return insertListing(t.db, p.id, listing);
}

/** A fresh pharmacy with its own login, approved as a customer by the given suppliers only. */
export async function createPharmacy(t: TestContext, approvedBy: string[], name = 'Fixture Pharmacy') {
  const [account] = await t.db.insert(accounts).values({ kind: 'pharmacy', name }).returning();
  const email = `pharmacy-${randomUUID().slice(0, 8)}@example.com`;
  await t.db.insert(users).values({
    accountId: account!.id,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Petra',
    lastName: 'Fixture',
    // A new account's first user is its admin (issue 10: members may not change settings or delete).
    role: 'admin',
  });
  for (const supplierAccountId of approvedBy) {
    await t.db
      .insert(supplierCustomers)
      .values({ supplierAccountId, pharmacyAccountId: account!.id, status: 'approved' });
  }
  return { accountId: account!.id, session: await t.login(email) };
}

export function cartClient(t: TestContext) {
  const json = async <T>(response: Response) => ({
    status: response.status,
    body: (await response.json()) as T,
  });
  return {
    add: (as: Credentials, body: unknown) =>
      t
        .call('POST', '/api/v1/cart/items', { as, body })
        .then((r) => json<{ message: string; item: CartItem } & Problem>(r)),
    setQuantity: (as: Credentials, id: string, quantity: number) =>
      t
        .call('PATCH', `/api/v1/cart/items/${id}`, { as, body: { quantity } })
        .then((r) => json<{ item: CartItem } & Problem>(r)),
    carts: (as: Credentials) => t.call('GET', '/api/v1/cart', { as }).then((r) => json<CartsBody>(r)),
    cartOf: async (as: Credentials, supplierId: string) =>
      (await t.call('GET', '/api/v1/cart', { as }).then((r) => json<CartsBody>(r))).body.carts.find(
        (c) => c.supplier_id === supplierId,
      ),
  };
}
