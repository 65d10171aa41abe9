/** Support's reads of the pharmacy account reviews (issue 12): the queue and one application. */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import {
  accountReviewDocuments,
  accountReviews,
  accounts,
  locations,
  pharmacyLicences,
  pharmacyProfiles,
  states,
  users,
} from '../../schema/index.ts';
import { findApplicationCollisions, hasApplicationCollisions } from './application-collisions.ts';

const summary = {
  review: accountReviews,
  name: accounts.name,
  email: users.email,
  state: states.code,
  /** Another account names one of its identifiers (issue 22: flagged to support in the queue). */
  possibleDuplicate: hasApplicationCollisions(accountReviews.accountId),
};

function summaries(db: Database) {
  return db
    .select(summary)
    .from(accountReviews)
    .innerJoin(accounts, eq(accounts.id, accountReviews.accountId))
    .innerJoin(users, eq(users.accountId, accounts.id))
    .innerJoin(locations, and(eq(locations.accountId, accounts.id), eq(locations.isDefaultShipping, true)))
    .innerJoin(states, eq(states.id, locations.stateId));
}

/** Every review whose email is verified (issue 22: support's queue), waiting ones first, newest first within. */
export async function listAccountReviews(db: Database) {
  return summaries(db)
    .where(isNotNull(accountReviews.emailVerifiedAt))
    .orderBy(sql`${accountReviews.decidedAt} is not null`, desc(accountReviews.createdAt))
    .limit(500);
}

/** One review with the applicant's data, licences, documents and colliding accounts, or null. */
export async function findAccountReview(db: Database, id: string) {
  const [head] = await summaries(db).where(eq(accountReviews.id, id));
  if (!head) return null;
  const accountId = head.review.accountId;
  const [[profile], [user], [location], licences, documents, collisions] = await Promise.all([
    db.select().from(pharmacyProfiles).where(eq(pharmacyProfiles.accountId, accountId)),
    db.select().from(users).where(eq(users.accountId, accountId)).limit(1),
    db
      .select({ location: locations, state: states.code })
      .from(locations)
      .innerJoin(states, eq(states.id, locations.stateId))
      .where(eq(locations.accountId, accountId))
      .limit(1),
    db
      .select({ licence: pharmacyLicences, state: states.code })
      .from(pharmacyLicences)
      .leftJoin(states, eq(states.id, pharmacyLicences.stateId))
      .where(eq(pharmacyLicences.accountId, accountId))
      .orderBy(asc(pharmacyLicences.kind), asc(pharmacyLicences.expiresOn)),
    db
      .select()
      .from(accountReviewDocuments)
      .where(eq(accountReviewDocuments.reviewId, id))
      .orderBy(asc(accountReviewDocuments.createdAt)),
    findApplicationCollisions(db, accountId),
  ]);
  return { ...head, profile: profile!, user: user!, location: location!, licences, documents, collisions };
}
export type AccountReviewDetail = NonNullable<Awaited<ReturnType<typeof findAccountReview>>>;
