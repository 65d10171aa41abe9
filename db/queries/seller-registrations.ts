/** Reads of seller registrations (issue 12): the pharmacy's own, and support's review queue. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, sellerRegistrations, users } from '../schema/index.ts';

export type SellerRegistrationView = Awaited<ReturnType<typeof listSellerRegistrations>>[number];

const columns = {
  registration: sellerRegistrations,
  pharmacyName: accounts.name,
  applicantEmail: users.email,
};

/** The account's latest registration, or null when it never registered. */
export async function findOwnSellerRegistration(db: Database, accountId: string) {
  const [row] = await db
    .select(columns)
    .from(sellerRegistrations)
    .innerJoin(accounts, eq(accounts.id, sellerRegistrations.accountId))
    .innerJoin(users, eq(users.id, sellerRegistrations.userId))
    .where(eq(sellerRegistrations.accountId, accountId))
    .orderBy(desc(sellerRegistrations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every registration, newest first, for support's queue. */
export async function listSellerRegistrations(db: Database) {
  return db
    .select(columns)
    .from(sellerRegistrations)
    .innerJoin(accounts, eq(accounts.id, sellerRegistrations.accountId))
    .innerJoin(users, eq(users.id, sellerRegistrations.userId))
    .orderBy(desc(sellerRegistrations.createdAt))
    .limit(200);
}

/** One registration by id for support, or null. */
export async function findSellerRegistration(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(sellerRegistrations)
    .innerJoin(accounts, eq(accounts.id, sellerRegistrations.accountId))
    .innerJoin(users, eq(users.id, sellerRegistrations.userId))
    .where(eq(sellerRegistrations.id, id));
  return row ?? null;
}
