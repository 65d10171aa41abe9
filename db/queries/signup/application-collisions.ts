/**
 * The other accounts naming one of an application's identifiers (issue 22): another application
 * (pending or rejected: accepted, and both are flagged to support) or an approved account (whose
 * reservation will refuse this one's approval). A rejected application whose identifiers support
 * released is never named.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import { accountReviews, accounts, pharmacyLicences, pharmacyProfiles, users } from '../../schema/index.ts';
import type { IdentifierField } from '../../../domain/signup/identifiers.ts';

export type ApplicationCollision = {
  field: IdentifierField;
  /** The colliding value: the email, the tax id or the licence number. */
  value: string;
  accountId: string;
  name: string;
  accountStatus: string;
  reviewId: string | null;
  reviewStatus: string | null;
};

/**
 * The (field, value, other account) of every identifier another account shares with `mine`: an
 * account id bound as a parameter, or the outer query's column (a correlated subquery).
 */
function collisionHits(mine: AnyPgColumn | string) {
  return sql`
      select 'email' as field, mine.email as value, other.account_id
        from ${users} mine join ${users} other
          on lower(other.email) = lower(mine.email) and other.account_id <> mine.account_id
        where mine.account_id = ${mine}
      union
      select case when mine.kind = 'dea' then 'dea_number' else 'state_licence' end,
             mine.number, other.account_id
        from ${pharmacyLicences} mine join ${pharmacyLicences} other
          on other.kind = mine.kind and other.number = mine.number
          and coalesce(other.state_id, 0) = coalesce(mine.state_id, 0)
          and other.account_id <> mine.account_id
        where mine.account_id = ${mine}
      union
      select 'federal_tax_id', mine.federal_tax_id, other.account_id
        from ${pharmacyProfiles} mine join ${pharmacyProfiles} other
          on other.federal_tax_id = mine.federal_tax_id and other.account_id <> mine.account_id
        where mine.account_id = ${mine}`;
}

/**
 * Whether another account names one of the identifiers of the account in `accountId` (the queue's
 * "possible duplicate" flag): true exactly when findApplicationCollisions finds one.
 */
export function hasApplicationCollisions(accountId: AnyPgColumn) {
  return sql<boolean>`exists (
    select 1 from (${collisionHits(accountId)}) hits
      left join ${accountReviews} r on r.account_id = hits.account_id
      where r.identifiers_released_at is null)`;
}

/** Every other account holding one of `accountId`'s identifiers, per field. */
export async function findApplicationCollisions(
  db: Database,
  accountId: string,
): Promise<ApplicationCollision[]> {
  const rows = await db.execute<{
    field: IdentifierField;
    value: string;
    account_id: string;
    name: string;
    account_status: string;
    review_id: string | null;
    review_status: string | null;
  }>(sql`
    with hits as (${collisionHits(accountId)})
    select hits.field, hits.value, hits.account_id, a.name, a.status as account_status,
           r.id as review_id, r.status as review_status
      from hits
      join ${accounts} a on a.id = hits.account_id
      left join ${accountReviews} r on r.account_id = hits.account_id
      where r.identifiers_released_at is null
      order by hits.field, a.name
      limit 100`);
  return rows.map((r) => ({
    field: r.field,
    value: r.value,
    accountId: r.account_id,
    name: r.name,
    accountStatus: r.account_status,
    reviewId: r.review_id,
    reviewStatus: r.review_status,
  }));
}
