/**
 * The callers of the authorization matrix and, for each, fresh objects of its own account (a
 * token, a listing, a cart line, an order, a card, an offer…), so a route can be called with the caller's
 * id and with another account's. A role of another kind gets a random id: the route turns it away
 * before any lookup. Also a fingerprint of the database, to show a refused call changed nothing.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import {
  bankAccounts,
  cartItems,
  notifications,
  paymentCards,
  supplierVacationTimes,
} from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import type { AccountKind } from '../../../domain/identity/caller.ts';
import type { TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { insertBundleOffer, insertOffer } from '../offers/offers-list-fixtures.ts';
import { insertInvoicedOrder, insertOrder } from '../orders/orders-pharmacy-fixtures.ts';

export type Role =
  'pharmacy' | 'pharmacyMember' | 'seller' | 'supplier' | 'supplierMember' | 'supplier2' | 'support';
export type Scope = 'own' | 'foreign';

export const ROLE_EMAIL: Record<Role, string> = {
  pharmacy: 'pharmacy@example.com',
  pharmacyMember: 'pharmacy.member@example.com',
  seller: 'seller@example.com',
  supplier: 'supplier@example.com',
  supplierMember: 'supplier.member@example.com',
  supplier2: 'supplier2@example.com',
  support: 'support@example.com',
};
export const KIND: Record<Role, AccountKind> = {
  pharmacy: 'pharmacy',
  pharmacyMember: 'pharmacy',
  seller: 'pharmacy',
  supplier: 'supplier',
  supplierMember: 'supplier',
  supplier2: 'supplier',
  support: 'support',
};
/**
 * The callers without their account's admin role (issue 10): a member of the demo pharmacy and
 * one of Keystone. They act on the same account's objects as its admin, but admin-only routes
 * answer them 403.
 */
export const MEMBERS: ReadonlySet<Role> = new Set<Role>(['pharmacyMember', 'supplierMember']);
/** The role whose account a caller's objects belong to: a member's are its admin's account's. */
const ACCOUNT_OF: Record<Role, Role> = {
  pharmacy: 'pharmacy',
  pharmacyMember: 'pharmacy',
  seller: 'seller',
  supplier: 'supplier',
  supplierMember: 'supplier',
  supplier2: 'supplier2',
  support: 'support',
};
/** For each role, the role whose objects count as "another account's". */
export const OTHER: Record<Role, Role> = {
  pharmacy: 'seller',
  pharmacyMember: 'seller',
  seller: 'pharmacy',
  supplier: 'supplier2',
  supplierMember: 'supplier2',
  supplier2: 'supplier',
  support: 'pharmacy',
};

/** The role whose object a call names: the caller's own account's, or the other account's. */
export const whose = (role: Role, scope: Scope): Role => (scope === 'own' ? ACCOUNT_OF[role] : OTHER[role]);

/** The demo account a role's user belongs to. */
export const demoOf = (role: Role) =>
  DEMO_ACCOUNTS.find((a) => a.user.email === ROLE_EMAIL[ACCOUNT_OF[role]])!;
/** The role's own user (a member's, not its admin's). */
export const userIdOf = (role: Role) =>
  [demoOf(role).user, ...(demoOf(role).members ?? [])].find((u) => u.email === ROLE_EMAIL[role])!.id;
export const accountIdOf = (role: Role) => demoOf(role).id;
export const locationOf = (role: Role) => demoOf(role).locations[0]?.id ?? randomUUID();
const pharmacyOf = (role: Role) => (KIND[role] === 'pharmacy' ? demoOf(role) : null);
const supplierIdOf = (role: Role) => (KIND[role] === 'supplier' ? demoOf(role).id : null);

export async function tokenIdOf(t: TestContext, role: Role): Promise<string> {
  const session = await t.login(ROLE_EMAIL[role]);
  const response = await t.call('POST', '/api/v1/access_tokens', {
    as: session,
    body: { name: 'matrix', current_password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { id: string }).id;
}

/** A fresh listing of a supplier role (with `overrides`, such as a promotion). */
export async function listingOf(
  t: TestContext,
  role: Role,
  overrides: Parameters<typeof insertListing>[2] = {},
): Promise<string> {
  const account = supplierIdOf(role);
  if (!account) return randomUUID();
  const product = await insertProduct(t.db);
  return (await insertListing(t.db, product.id, { ...overrides, supplierAccountId: account })).id;
}

/** A queued import job of a supplier role. */
export async function importJobOf(t: TestContext, role: Role): Promise<string> {
  if (KIND[role] !== 'supplier') return randomUUID();
  const [job] = await t.sql<{ id: string }[]>`
    insert into import_jobs (supplier_account_id, created_by_user_id, kind, file_name, file_key, file_bytes)
    select account_id, id, 'inventory', 'm.csv', ${`imports/${randomUUID()}.csv`}, 1 from users where lower(email) = ${ROLE_EMAIL[role]}
    returning id`;
  return job!.id;
}

/** A vacation time of a supplier role. */
export async function vacationOf(t: TestContext, role: Role): Promise<string> {
  const account = supplierIdOf(role);
  if (!account) return randomUUID();
  const [row] = await t.db
    .insert(supplierVacationTimes)
    .values({ supplierAccountId: account, name: 'matrix', startDate: '2026-06-01', endDate: '2026-06-02' })
    .returning();
  return row!.id;
}

/** A notification of the role's account (every kind has a pane). */
export async function notificationOf(t: TestContext, role: Role): Promise<string> {
  const [row] = await t.db
    .insert(notifications)
    .values({ accountId: demoOf(role).id, kind: 'matrix', title: 'Matrix', body: 'Matrix' })
    .returning();
  return row!.id;
}

/** A line of a pharmacy role's cart with Keystone (a fresh listing each time), in the cart or saved for later. */
export async function cartItemOf(t: TestContext, role: Role, saved = false): Promise<string> {
  const pharmacy = pharmacyOf(role);
  if (!pharmacy) return randomUUID();
  const product = await insertProduct(t.db);
  const listing = await insertListing(t.db, product.id, { supplierAccountId: SUPPLIER_ID, stock: 100 });
  const [row] = await t.db
    .insert(cartItems)
    .values({
      pharmacyAccountId: pharmacy.id,
      supplierAccountId: SUPPLIER_ID,
      listingId: listing.id,
      quantity: 1,
      saved,
    })
    .returning();
  return row!.id;
}
export const savedItemOf = (t: TestContext, role: Role) => cartItemOf(t, role, true);

/** Lines of a pharmacy role's cart with Bluegrass above its minimums: a $1,000 brand pack and two $800 generic packs. */
export async function fillBluegrassCart(t: TestContext, role: Role): Promise<void> {
  const pharmacy = pharmacyOf(role);
  if (!pharmacy) return;
  for (const [isBrand, packPriceCents, quantity] of [
    [true, 100_000, 1],
    [false, 80_000, 2],
  ] as const) {
    const product = await insertProduct(t.db, { isBrand, awpCents: 10_000_000, wacCents: 10_000_000 });
    const listing = await insertListing(t.db, product.id, {
      supplierAccountId: SUPPLIER2_ID,
      packPriceCents,
      stock: 100,
    });
    await t.db.insert(cartItems).values({
      pharmacyAccountId: pharmacy.id,
      supplierAccountId: SUPPLIER2_ID,
      listingId: listing.id,
      quantity,
    });
  }
}

/** A saved card of a pharmacy role (a sandbox token of its own). */
export async function cardOf(t: TestContext, role: Role): Promise<string> {
  const pharmacy = pharmacyOf(role);
  if (!pharmacy) return randomUUID();
  const [row] = await t.db
    .insert(paymentCards)
    .values({
      accountId: pharmacy.id,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Matrix',
      processorToken: `sbx_tok_matrix_${randomUUID()}`,
    })
    .returning();
  return row!.id;
}

/** An unverified bank account of a pharmacy role, its micro-deposits 32 and 45 cents. */
export async function bankAccountOf(t: TestContext, role: Role): Promise<string> {
  const pharmacy = pharmacyOf(role);
  if (!pharmacy) return randomUUID();
  const [row] = await t.db
    .insert(bankAccounts)
    .values({
      accountId: pharmacy.id,
      bankName: 'Matrix Bank (sandbox)',
      last4: '0001',
      microDepositCents: [32, 45],
    })
    .returning();
  return row!.id;
}

type OrderOptions = Pick<NonNullable<Parameters<typeof insertOrder>[1]>, 'lines'> & {
  status?: 'placed' | 'accepted';
};

/**
 * An order of the role (placed unless told): a pharmacy role's order with Keystone, or a supplier
 * role's order from the demo pharmacy. Its workflow counts as started but none runs it (the
 * matrix's live orders start one: authorization-matrix-live.ts).
 */
export async function orderWithLinesOf(t: TestContext, role: Role, options: OrderOptions = {}) {
  const pharmacy = pharmacyOf(role);
  const supplier = supplierIdOf(role);
  if (!pharmacy && !supplier) return null;
  return insertOrder(t.db, {
    ...(pharmacy ? { pharmacy } : {}),
    ...(options.lines ? { lines: options.lines } : {}),
    overrides: {
      supplierAccountId: supplier ?? SUPPLIER_ID,
      workflowStartedAt: new Date(),
      status: options.status ?? 'placed',
    },
  });
}
export const orderOf = async (t: TestContext, role: Role) =>
  (await orderWithLinesOf(t, role))?.id ?? randomUUID();

/** A line of the role's order: its id and its product (the lot confirmation names both). */
export async function orderLineOf(t: TestContext, role: Role) {
  const line = (await orderWithLinesOf(t, role))?.items[0];
  return { id: line?.id ?? randomUUID(), productId: line?.productId ?? randomUUID() };
}

/** An open invoice of a pharmacy role. */
export async function invoiceOf(t: TestContext, role: Role): Promise<string> {
  const pharmacy = pharmacyOf(role);
  if (!pharmacy) return randomUUID();
  return (await insertInvoicedOrder(t.db, { pharmacy })).invoice.id;
}

/**
 * The parties of a role's offers: the demo pharmacy deals with Keystone, seller@ with Bluegrass,
 * so another role's offer (`whose(role, 'foreign')`) is one the caller is no party to.
 */
export const DEAL: Record<Role, { buyer: Role; seller: Role } | null> = {
  pharmacy: { buyer: 'pharmacy', seller: 'supplier' },
  pharmacyMember: { buyer: 'pharmacy', seller: 'supplier' },
  supplier: { buyer: 'pharmacy', seller: 'supplier' },
  supplierMember: { buyer: 'pharmacy', seller: 'supplier' },
  seller: { buyer: 'seller', seller: 'supplier2' },
  supplier2: { buyer: 'seller', seller: 'supplier2' },
  support: null,
};

/**
 * A pending offer the role is party to (a pharmacy role buys, a supplier role sells), written as a
 * row only: no workflow runs it, so a move answers 409 instead of waiting on Temporal.
 */
export async function offerOf(t: TestContext, role: Role): Promise<string> {
  const deal = DEAL[role];
  if (!deal) return randomUUID();
  return (await insertOffer(t, { buyer: demoOf(deal.buyer), sellerId: demoOf(deal.seller).id })).offer.id;
}

/** A pending bundle offer the role is party to (a supplier role sends it, a pharmacy role receives it), a row only. */
export async function bundleOfferOf(t: TestContext, role: Role): Promise<string> {
  const deal = DEAL[role];
  if (!deal) return randomUUID();
  return (await insertBundleOffer(t, { buyer: demoOf(deal.buyer), sellerId: demoOf(deal.seller).id })).bundle
    .id;
}

/**
 * Rows that a refused call may still write: the caller's session, the audit trail, the login
 * throttle, the rate limits, which count every call to a limited route, refused or not, and the
 * upload quota's counter, charged as a file streams in and given back when the route refuses it
 * (the counts come back; the row and its time stay: upload-quota.test.ts holds the counts).
 */
const UNWATCHED = [
  'sessions',
  'audit_events',
  'login_throttle_pairs',
  'login_throttle_addresses',
  'rate_limit_windows',
  'account_file_usage',
];

/** The hash of every row of one table, in a stable order. */
const tableHash = (name: string) =>
  `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from "${name}" r)`;

/** The write log and its triggers on every watched table; answers the tables watched. */
async function createWriteLog(owner: postgres.Sql): Promise<{ name: string }[]> {
  await owner.unsafe(`
    create table matrix_writes (id bigserial primary key, table_name text not null);
    create function matrix_log_write() returns trigger language plpgsql as $$
    begin
      insert into matrix_writes (table_name) values (tg_table_name);
      return null;
    end $$;`);
  const tables = await owner<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name <> all(${[...UNWATCHED, 'matrix_writes']})
    order by table_name`;
  for (const { name } of tables)
    await owner.unsafe(`
      create trigger matrix_write after insert or update or delete on "${name}"
        for each row execute function matrix_log_write();
      create trigger matrix_truncate after truncate on "${name}"
        for each statement execute function matrix_log_write();`);
  return tables;
}

/**
 * A hash of every row of every watched table, one per table, to compare before and after a call.
 * Hashing every table for every one of the matrix's calls took most of its time, so a row trigger
 * on each table logs which tables were written (a rolled-back write leaves no entry), and each
 * fingerprint re-hashes only those; the answer is the same as hashing them all.
 */
export async function watchTables(t: TestContext): Promise<() => Promise<Record<string, string>>> {
  // Triggers are the tables' owner's to create, not the application role's (migration 0036).
  const owner = postgres(t.env.databaseOwnerUrl, { max: 1, onnotice: () => {} });
  const tables = await createWriteLog(owner).finally(() => owner.end());
  const hashes = new Map<string, string>();
  const rehash = async (names: string[]) => {
    if (names.length === 0) return;
    const [row] = await t.sql.unsafe<Record<string, string>[]>(
      `select ${names.map((name) => `${tableHash(name)} as "${name}"`).join(', ')}`,
    );
    for (const name of names) hashes.set(name, row![name]!);
  };
  let seen = 0;
  await rehash(tables.map((table) => table.name));
  return async () => {
    const written = await t.sql<{ name: string; last: string }[]>`
      select table_name as name, max(id)::text as last from matrix_writes where id > ${seen} group by table_name`;
    seen = Math.max(seen, ...written.map((w) => Number(w.last)));
    await rehash(written.map((w) => w.name));
    return Object.fromEntries(hashes);
  };
}
