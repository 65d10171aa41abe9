/**
 * Fixtures of the p2p buying tests (issue 13), written by direct inserts (Part A builds the
 * listing API): the demo seller pharmacy made an approved p2p seller with its shipping settings
 * and default methods, and p2p listings with or without their proof of purchase and pedigree.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { writeApprovedSeller } from '../../../activities/seller-registration/approved-seller.ts';
import type { Database } from '../../../db/client.ts';
import {
  listingFiles,
  p2pBuyerAcknowledgements,
  pharmacySellers,
  sellerRegistrations,
  users,
} from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';

const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
/** Riverside Drug, Portland OR: the p2p seller of these tests. */
export const P2P_SELLER = demo('seller@example.com');
/** Main Street Pharmacy, Austin TX: the buyer. */
export const P2P_BUYER = demo('pharmacy@example.com');

const CUTOFFS = {
  monday: '17:00',
  tuesday: '17:00',
  wednesday: '17:00',
  thursday: '17:00',
  friday: '17:00',
  saturday: '12:00',
};

/** Makes the account an approved p2p seller with cut-offs and the default methods (idempotent). */
export async function makeP2pSeller(db: Database, accountId = P2P_SELLER.id): Promise<void> {
  const [seller] = await db.select().from(pharmacySellers).where(eq(pharmacySellers.accountId, accountId));
  if (seller) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId)).limit(1);
  // An open registration of the account (another test's) is the one the seller row points at.
  const [open] = await db
    .select({ id: sellerRegistrations.id })
    .from(sellerRegistrations)
    .where(and(eq(sellerRegistrations.accountId, accountId), ne(sellerRegistrations.status, 'declined')));
  const [registration] = open
    ? [open]
    : await db
        .insert(sellerRegistrations)
        .values({
          accountId,
          userId: user!.id,
          status: 'approved',
          sellerName: 'Fixture Seller',
          contactPhone: '(555) 010-0000',
          cutoffs: CUTOFFS,
          decidedAt: new Date(),
          workflowStartedAt: new Date(),
        })
        .returning();
  await writeApprovedSeller(db, {
    accountId,
    registrationId: registration.id,
    cutoffs: CUTOFFS,
    approvedAt: new Date(),
  });
}

export type P2pListingOptions = {
  sellerId?: string;
  name?: string;
  priceCents?: number;
  stock?: number;
  p2pMaxQty?: number | null;
  purchasedFrom?: string | null;
  proof?: boolean;
  pedigree?: boolean;
};

/** A fresh product with one p2p listing of the seller; proof and pedigree on file unless told. */
export async function insertP2pListing(db: Database, options: P2pListingOptions = {}) {
  const product = await insertProduct(db, {
    name: options.name ?? `Peerolol ${randomUUID().slice(0, 6)}`,
    genericName: 'peerolol',
    awpCents: 10_000_000,
    wacCents: 10_000_000,
  });
  const listing = await insertListing(db, product.id, {
    supplierAccountId: options.sellerId ?? P2P_SELLER.id,
    packPriceCents: options.priceCents ?? 2_500,
    stock: options.stock ?? 20,
    isP2p: true,
    p2pMaxQty: options.p2pMaxQty === undefined ? 5 : options.p2pMaxQty,
    purchasedFrom: options.purchasedFrom === undefined ? 'Keystone Wholesale Drug' : options.purchasedFrom,
    lot: 'LOT-P2P-1',
  });
  const file = (kind: 'proof_of_purchase' | 'pedigree') => ({
    listingId: listing.id,
    kind,
    fileKey: `listing_files/${randomUUID()}.pdf`,
    fileName: `${kind}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 1_024,
  });
  if (options.proof ?? true) await db.insert(listingFiles).values(file('proof_of_purchase'));
  if (options.pedigree ?? true) await db.insert(listingFiles).values(file('pedigree'));
  return { product, listing };
}

/** The buyer went through the first-order modals. */
export async function acknowledgeP2p(db: Database, accountId = P2P_BUYER.id, userId = P2P_BUYER.user.id) {
  await db
    .insert(p2pBuyerAcknowledgements)
    .values({ accountId, userId, acknowledgedAt: new Date() })
    .onConflictDoNothing();
}
