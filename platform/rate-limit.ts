/**
 * Counting a request against a rate limit (domain/rate-limits.ts) in PostgreSQL: one atomic upsert
 * per request counts the account's key and the address's key together, so every API replica
 * shares the counters and two requests racing on one key are both counted. A replica whose clock
 * lags into the previous window counts into the newer window stored rather than resetting it. An
 * IPv6 client is counted by its /64 (client-address.ts).
 */
import type postgres from 'postgres';
import { rateLimitAddressKey } from './client-address.ts';
import {
  decideRateLimit,
  rateLimitWindow,
  type RateLimit,
  type RateLimitDecision,
  type RateLimitName,
} from '../domain/rate-limits.ts';

export type RateLimitHit = {
  name: RateLimitName;
  limit: RateLimit;
  /** The caller's account, when logged in. */
  accountId?: string | undefined;
  /** The client's address, when known (platform/client-address.ts). */
  address?: string | undefined;
  now: Date;
};

/** Counts one request and decides whether it may proceed. */
export async function hitRateLimit(sql: postgres.Sql, hit: RateLimitHit): Promise<RateLimitDecision> {
  const accountKey = hit.accountId ? `${hit.name}:account:${hit.accountId}` : undefined;
  const addressKey = hit.address ? `${hit.name}:address:${rateLimitAddressKey(hit.address)}` : undefined;
  const keys = [accountKey, addressKey].filter((k): k is string => k !== undefined);
  if (keys.length === 0) return { allowed: true };
  const window = rateLimitWindow(hit.limit, hit.now);
  // As text: drizzle gives the shared client identity serializers for timestamps. The keys go as
  // one JSON array: a text[] parameter failed (22P02) on a connection's first query.
  const [start, end] = [window.start.toISOString(), window.end.toISOString()];
  const rows = await sql<{ key: string; hits: number; window_end: string }[]>`
    insert into rate_limit_windows as w (key, window_start, window_end, hits)
    select key, ${start}::timestamptz, ${end}::timestamptz, 1
    from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as key
    on conflict (key) do update set
      hits = case when excluded.window_start > w.window_start then 1 else w.hits + 1 end,
      window_start = greatest(w.window_start, excluded.window_start),
      window_end = greatest(w.window_end, excluded.window_end)
    returning key, hits, window_end`;
  const hitsOf = (key: string | undefined) => rows.find((r) => r.key === key)?.hits;
  const windowEnd = new Date(Math.max(...rows.map((r) => new Date(r.window_end).getTime())));
  return decideRateLimit(
    hit.limit,
    { account: hitsOf(accountKey), address: hitsOf(addressKey) },
    windowEnd,
    hit.now,
  );
}
