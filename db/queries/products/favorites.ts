/**
 * A user's favourite products (/favorites) and recently viewed products (pharmacy dashboard).
 * Both are keyed by the calling user inside the query, so nobody else's list can be read.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { listingAggregate, summaryColumns, toSummary } from './marketplace.ts';

/** Favourites per page (pharmacy-side §9: the list redirects when the count is a multiple of 10). */
export const FAVORITES_PER_PAGE = 10;
export const RECENTLY_VIEWED_LIMIT = 10;

type Row = Parameters<typeof toSummary>[0] & { at: Date | string };

/**
 * Products of the user's list with what is buyable now; a product nobody sells at the moment
 * still shows, with no price and zero suppliers (the aggregate always yields one row).
 */
async function listUserProducts(
  db: Database,
  input: {
    table: 'favorites' | 'recently_viewed';
    userId: string;
    today: string;
    limit: number;
    offset: number;
  },
) {
  const table = input.table === 'favorites' ? sql`favorites` : sql`recently_viewed`;
  const at = input.table === 'favorites' ? sql`x.created_at` : sql`x.viewed_at`;
  const rows = await db.execute<Row>(sql`
    select ${summaryColumns(input.userId)}, ${at} as at
    from ${table} x join products p on p.id = x.product_id
    cross join ${listingAggregate({ today: input.today })}
    where x.user_id = ${input.userId}
    order by ${at} desc, p.id
    limit ${input.limit} offset ${input.offset}`);
  return rows.map((r) => ({ ...toSummary(r), at: new Date(r.at).toISOString() }));
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  const [row] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from favorites where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export async function listFavorites(db: Database, input: { userId: string; page: number; today: string }) {
  const [rows, total] = await Promise.all([
    listUserProducts(db, {
      table: 'favorites',
      userId: input.userId,
      today: input.today,
      limit: FAVORITES_PER_PAGE,
      offset: (input.page - 1) * FAVORITES_PER_PAGE,
    }),
    countFavorites(db, input.userId),
  ]);
  return { rows, total };
}

export function listRecentlyViewed(db: Database, input: { userId: string; today: string }) {
  return listUserProducts(db, {
    table: 'recently_viewed',
    userId: input.userId,
    today: input.today,
    limit: RECENTLY_VIEWED_LIMIT,
    offset: 0,
  });
}

/**
 * will_paginate's page_entries_info wording for the favourites list (pharmacy-side §3,
 * "Product favorite response"): 'Displaying 1 - 10 of 23 favorites'.
 */
export function favoritesPageEntriesInfo(total: number, page: number, perPage = FAVORITES_PER_PAGE): string {
  if (total === 0) return 'No favorites found';
  if (total === 1) return 'Displaying 1 favorite';
  const from = Math.min((page - 1) * perPage + 1, total);
  const to = Math.min(page * perPage, total);
  return `Displaying ${from} - ${to} of ${total} favorites`;
}
