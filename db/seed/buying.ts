import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  accounts,
  bankAccounts,
  paymentCards,
  sandboxBankEntries,
  sandboxCardTokens,
  states,
  supplierCardFeeStates,
  supplierCustomers,
  supplierSettings,
  shippingHolidays,
  shippingMethods,
  supplierVacationTimes,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const byEmail = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
const PHARMACY = byEmail('pharmacy@example.com');
const SELLER = byEmail('seller@example.com');
const SUPPLIER = byEmail('supplier@example.com');
const SUPPLIER2 = byEmail('supplier2@example.com');

/** Fixed ids so that a second seed finds the same demo payment methods. */
export const DEMO_CARD_ID = '8f3c1a2e-3001-4a7b-9c11-5d2e6f7a8b01';
export const DEMO_BANK_ACCOUNT_ID = '8f3c1a2e-3002-4a7b-9c11-5d2e6f7a8b01';
const DEMO_CARD_TOKEN = 'sbx_tok_demo_visa_4242';

/**
 * The two demo suppliers differ on purpose so the demo shows both sides of checkout: Keystone has
 * a low minimum, cards in every state and free shipping from $500; the second supplier needs
 * $2,500 with a mandatory brand minimum, takes cards by state and gives an ACH discount.
 */
const SETTINGS = [
  {
    supplierAccountId: SUPPLIER.id,
    // Harrisburg, PA: ships from the Keystone State.
    shipFromZipcode: '17101',
    minimumOrderTotalCents: 10_000,
    freeShippingMinimumCents: 50_000,
    cardAcceptance: 'all_states' as const,
    cardFeeMode: 'global' as const,
    globalCardFeeBp: 300,
    achDiscountBp: 0,
    infoTerms: 'Orders are subject to Keystone Wholesale Drug standard terms of sale.',
    infoFees: 'Card payments carry a 3.00% processing fee.',
  },
  {
    supplierAccountId: SUPPLIER2.id,
    // Lexington, KY: the Bluegrass region.
    shipFromZipcode: '40507',
    minimumOrderTotalCents: 250_000,
    brandsMinimumOrderTotalCents: 100_000,
    brandsMinimumMandatory: true,
    genericsMinimumOrderTotalCents: 50_000,
    genericsMinimumMandatory: false,
    freeShippingMinimumCents: 300_000,
    cardAcceptance: 'by_state' as const,
    cardFeeMode: 'global' as const,
    globalCardFeeBp: 250,
    achDiscountBp: 100,
    overnightPreselected: true,
    infoTerms: 'Net terms apply to approved customers only.',
    infoFees: 'Card payments carry a 2.50% processing fee; bank transfers earn a 1.00% discount.',
  },
];

/** Transit days are each method's most; nearer ZIPs arrive sooner (domain/shipping/transit-zones.ts). */
const METHODS = [
  { serviceType: 'ground', name: 'Ground', transitBusinessDays: 5, feeCents: 1_500 },
  { serviceType: 'two_day', name: '2nd Day Air', transitBusinessDays: 2, feeCents: 2_500 },
  { serviceType: 'overnight', name: 'Next Day Air', transitBusinessDays: 1, feeCents: 4_500 },
];

const HOLIDAYS = [
  { name: "New Year's Day", monthDay: '01-01' },
  { name: 'Independence Day', monthDay: '07-04' },
  { name: 'Thanksgiving', monthDay: '11-26' },
  { name: 'Christmas Day', monthDay: '12-25' },
];

/** Seeds what checkout needs: customer approvals, supplier settings and demo payment methods. */
export async function seedBuying(db: Database): Promise<{ customersApproved: number }> {
  const suppliers = [SUPPLIER.id, SUPPLIER2.id];
  const pharmacies = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.id, [PHARMACY.id, SELLER.id]));
  const approvals = pharmacies.flatMap((p) =>
    suppliers.map((s) => ({
      supplierAccountId: s,
      pharmacyAccountId: p.id,
      status: 'approved' as const,
      approvedAt: new Date(),
      creditAllocatedCents: 2_500_000,
    })),
  );
  const inserted = await db
    .insert(supplierCustomers)
    .values(approvals)
    .onConflictDoNothing()
    .returning({ id: supplierCustomers.id });
  for (const settings of SETTINGS) {
    const created = await db.insert(supplierSettings).values(settings).onConflictDoNothing().returning();
    if (created.length === 0) continue;
    await db
      .insert(shippingMethods)
      .values(METHODS.map((m) => ({ ...m, sellerAccountId: settings.supplierAccountId })));
    await db
      .insert(shippingHolidays)
      .values(HOLIDAYS.map((h) => ({ ...h, sellerAccountId: settings.supplierAccountId })));
  }
  // The second supplier takes cards in Texas and Oregon only (the "by state" mode).
  const cardStates = await db
    .select({ id: states.id })
    .from(states)
    .where(inArray(states.code, ['TX', 'OR']));
  await db
    .insert(supplierCardFeeStates)
    .values(cardStates.map((s) => ({ supplierAccountId: SUPPLIER2.id, stateId: s.id, accepted: true })))
    .onConflictDoNothing();
  const vacations = await db
    .select({ id: supplierVacationTimes.id })
    .from(supplierVacationTimes)
    .where(and(eq(supplierVacationTimes.supplierAccountId, SUPPLIER2.id)));
  if (vacations.length === 0) {
    await db.insert(supplierVacationTimes).values({
      supplierAccountId: SUPPLIER2.id,
      name: 'Year-end inventory count',
      startDate: '2026-12-28',
      endDate: '2026-12-31',
      notes: 'Orders placed during the count ship on January 4.',
    });
  }
  await db
    .insert(sandboxCardTokens)
    .values({ token: DEMO_CARD_TOKEN, declineReason: null })
    .onConflictDoNothing();
  await db
    .insert(paymentCards)
    .values({
      id: DEMO_CARD_ID,
      accountId: PHARMACY.id,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Paula Reyes',
      processorToken: DEMO_CARD_TOKEN,
    })
    .onConflictDoNothing();
  await db
    .insert(bankAccounts)
    .values({
      id: DEMO_BANK_ACCOUNT_ID,
      accountId: PHARMACY.id,
      bankName: 'Frost Bank (sandbox)',
      last4: '6789',
      holderName: 'Paula Reyes',
      routingNumber: DEMO_ROUTING_NUMBER,
      accountType: 'checking',
      verified: false,
    })
    .onConflictDoNothing();
  await seedMicroDeposits(db, DEMO_BANK_ACCOUNT_ID);
  return { customersApproved: inserted.length };
}

/** Frost Bank's routing number (passes the ABA checksum). */
const DEMO_ROUTING_NUMBER = '114000093';

/**
 * The demo account's two micro-deposits, random like every other (1 to 99 cents), in the sandbox
 * bank's ledger under the keys the sandbox bank uses, so its inbox shows them; seeding again keeps
 * the first two.
 */
async function seedMicroDeposits(db: Database, bankAccountId: string) {
  const keys = [1, 2].map((n) => `micro-deposits:${bankAccountId}:${n}`);
  await db
    .insert(sandboxBankEntries)
    .values(
      keys.map((idempotencyKey) => ({
        idempotencyKey,
        kind: 'micro_deposit' as const,
        bankAccountId,
        routingNumber: DEMO_ROUTING_NUMBER,
        amountCents: randomInt(1, 100),
        status: 'settled' as const,
      })),
    )
    .onConflictDoNothing({ target: sandboxBankEntries.idempotencyKey });
  const rows = await db
    .select({ key: sandboxBankEntries.idempotencyKey, cents: sandboxBankEntries.amountCents })
    .from(sandboxBankEntries)
    .where(inArray(sandboxBankEntries.idempotencyKey, keys));
  rows.sort((a, b) => a.key.localeCompare(b.key));
  await db
    .update(bankAccounts)
    .set({ microDepositCents: [rows[0]!.cents, rows[1]!.cents] })
    .where(eq(bankAccounts.id, bankAccountId));
}
