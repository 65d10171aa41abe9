/**
 * Reads of checkout and payment methods. Every read of a card, a bank account or a preference is
 * scoped to the caller's account (or user) inside the query, so a foreign id simply finds nothing
 * and the route answers 404. Functions take a reader so they run inside a placement transaction too.
 */
import { and, asc, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  accounts,
  bankAccounts,
  invoices,
  orders,
  paymentCards,
  payments,
  supplierCustomers,
  supplierProductRules,
  userSupplierPrefs,
} from '../schema/index.ts';

export type Reader = Pick<Database, 'select'>;

const cardColumns = {
  id: paymentCards.id,
  brand: paymentCards.brand,
  last4: paymentCards.last4,
  expMonth: paymentCards.expMonth,
  expYear: paymentCards.expYear,
  holderName: paymentCards.holderName,
  locationId: paymentCards.locationId,
  processorToken: paymentCards.processorToken,
};

/** What may be shown of a bank account: never the micro-deposit amounts. */
const bankColumns = {
  id: bankAccounts.id,
  bankName: bankAccounts.bankName,
  last4: bankAccounts.last4,
  verified: bankAccounts.verified,
  verifyAttempts: bankAccounts.verifyAttempts,
  locationId: bankAccounts.locationId,
  accountType: bankAccounts.accountType,
  routingNumber: bankAccounts.routingNumber,
  transfersHeldAt: bankAccounts.transfersHeldAt,
};

export type SavedCard = Awaited<ReturnType<typeof listOwnCards>>[number];
export type SavedBankAccount = Awaited<ReturnType<typeof listOwnBankAccounts>>[number];

export function listOwnCards(db: Reader, accountId: string) {
  return db
    .select(cardColumns)
    .from(paymentCards)
    .where(eq(paymentCards.accountId, accountId))
    .orderBy(asc(paymentCards.createdAt));
}

export function listOwnBankAccounts(db: Reader, accountId: string) {
  return (
    db
      .select(bankColumns)
      .from(bankAccounts)
      // A removed account stays for the payments that name it, and is shown nowhere.
      .where(and(eq(bankAccounts.accountId, accountId), isNull(bankAccounts.removedAt)))
      .orderBy(asc(bankAccounts.createdAt))
  );
}

export async function findOwnCard(db: Reader, accountId: string, cardId: string): Promise<SavedCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.accountId, accountId)));
  return row ?? null;
}

export async function findOwnBankAccount(
  db: Reader,
  accountId: string,
  bankAccountId: string,
): Promise<SavedBankAccount | null> {
  const [row] = await db
    .select(bankColumns)
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, bankAccountId),
        eq(bankAccounts.accountId, accountId),
        isNull(bankAccounts.removedAt),
      ),
    );
  return row ?? null;
}

/** What an account sent by bank transfer since `since` (the weekly limit's count, pharmacy-side §3 Payment methods). */
export async function sumBankTransfersSince(db: Reader, accountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.payerAccountId, accountId),
        eq(payments.method, 'bank_transfer'),
        // A transfer on its way counts as sent; a returned one does not.
        inArray(payments.status, ['pending', 'succeeded']),
        gte(payments.createdAt, since),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * The accounts that buy under one approval (a supplier_customers row): its holder and every
 * sub-account of the holder that has no approval of its own with that supplier. Their orders on
 * terms share the holder's one credit line.
 */
export async function accountsUnderApproval(
  db: Reader,
  holderAccountId: string,
  supplierId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      or(
        eq(accounts.id, holderAccountId),
        and(
          eq(accounts.masterAccountId, holderAccountId),
          sql`not exists (select 1 from ${supplierCustomers} where ${supplierCustomers.pharmacyAccountId} = ${accounts.id} and ${supplierCustomers.supplierAccountId} = ${supplierId} and ${supplierCustomers.status} = 'approved')`,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The terms an account buys on with a supplier: its own approval, else its master's (a sub-account
 * buying under the master's approval gets the master's net terms).
 */
export async function findTermsFor(db: Reader, pharmacyAccountId: string, supplierId: string) {
  const [row] = await db
    .select({ terms: supplierCustomers })
    .from(accounts)
    .innerJoin(
      supplierCustomers,
      and(
        eq(supplierCustomers.supplierAccountId, supplierId),
        or(
          eq(supplierCustomers.pharmacyAccountId, accounts.id),
          eq(supplierCustomers.pharmacyAccountId, accounts.masterAccountId),
        ),
      ),
    )
    .where(eq(accounts.id, pharmacyAccountId))
    .orderBy(sql`${supplierCustomers.pharmacyAccountId} = ${pharmacyAccountId} desc`)
    .limit(1);
  return row?.terms ?? null;
}

/**
 * What a customer owes a supplier on terms (pharmacy-side §4 "credit is not exceeded"): the unpaid
 * part of its open and overdue invoices, plus pay-offline orders not invoiced yet and not cancelled.
 * Card and bank-transfer orders are paid when placed and use no credit.
 */
export async function sumOutstandingCredit(
  db: Reader,
  pharmacyAccountIds: string[],
  supplierId: string,
): Promise<number> {
  const [invoiced] = await db
    .select({ cents: sql<string>`coalesce(sum(${invoices.amountCents} - ${invoices.paidCents}), 0)` })
    .from(invoices)
    .where(
      and(
        inArray(invoices.pharmacyAccountId, pharmacyAccountIds),
        eq(invoices.supplierAccountId, supplierId),
        inArray(invoices.status, ['open', 'overdue']),
      ),
    );
  const [uninvoiced] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(
      and(
        inArray(orders.pharmacyAccountId, pharmacyAccountIds),
        eq(orders.supplierAccountId, supplierId),
        eq(orders.paymentMethod, 'pay_offline'),
        notInArray(orders.status, ['cancelled', 'invoiced', 'paid', 'overdue']),
        sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})`,
      ),
    );
  return Number(invoiced?.cents ?? 0) + Number(uninvoiced?.cents ?? 0);
}

/**
 * Each NDC's specific shipping methods at a supplier (supplier_product_rules), null when the NDC
 * has no restriction: the input of domain/shipping allowedMethods.
 */
export async function listShippingRestrictions(
  db: Reader,
  supplierId: string,
  ndcs: string[],
): Promise<(string[] | null)[]> {
  if (ndcs.length === 0) return [];
  const rows = await db
    .select({ ndc: supplierProductRules.ndc, methods: supplierProductRules.shippingMethods })
    .from(supplierProductRules)
    .where(
      and(eq(supplierProductRules.supplierAccountId, supplierId), inArray(supplierProductRules.ndc, ndcs)),
    );
  const byNdc = new Map(rows.map((r) => [r.ndc, r.methods]));
  return ndcs.map((ndc) => {
    const methods = byNdc.get(ndc);
    return methods && methods.length > 0 ? methods : null;
  });
}

export type UserPrefs = { paymentMethod: string | null; shippingMethod: string | null };

/** The user's instant-checkout defaults for a supplier (user_supplier_prefs), or nulls. */
export async function findUserPrefs(db: Reader, userId: string, supplierId: string): Promise<UserPrefs> {
  const [row] = await db
    .select({
      paymentMethod: userSupplierPrefs.paymentMethod,
      shippingMethod: userSupplierPrefs.shippingMethod,
    })
    .from(userSupplierPrefs)
    .where(and(eq(userSupplierPrefs.userId, userId), eq(userSupplierPrefs.supplierAccountId, supplierId)));
  return row ?? { paymentMethod: null, shippingMethod: null };
}
