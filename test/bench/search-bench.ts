/**
 * Search-suggestion latency and throughput: the product's `searchProductSuggestions` against a
 * plain indexed SQL baseline (an index range on lower(name) read in order, or the NDC equality;
 * no stock check, no generic name, no infix) on the same data, in the same run, with the same
 * inputs.
 */
import type postgres from 'postgres';
import type { Database } from '../../db/client.ts';
import { searchProductSuggestions } from '../../db/queries/products/product-suggestions.ts';
import { load, type LatencySummary } from './stats.ts';
import { STEMS } from './dataset.ts';

/** Inputs a pharmacist types: 3 to 6 letters of a drug name, and some NDC prefixes. */
export function searchInputs(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 === 9) return `7000000${String(1000 + (i % 8999)).slice(0, 4)}`;
    const stem = STEMS[(i * 31) % STEMS.length]!;
    return stem.slice(0, 3 + (i % 4));
  });
}

export type SearchReport = { product: LatencySummary; baseline: LatencySummary; concurrency: number };

export async function benchSearch(
  db: Database,
  sql: postgres.Sql,
  options: { concurrency: number; durationMs: number },
) {
  const inputs = searchInputs(2000);
  const product = (i: number) =>
    searchProductSuggestions(db, { input: inputs[i % inputs.length]!, limit: 10 });
  const baseline = (i: number) => {
    const input = inputs[i % inputs.length]!;
    return /^\d/.test(input)
      ? sql`select id, ndc, name from products where ndc = ${input}::bpchar limit 10`
      : sql`select id, ndc, name from products where lower(name) ~>=~ ${input} and lower(name) ~<~ ${input + '\u{10ffff}'}
            order by lower(name) using ~<~ limit 10`;
  };
  // Warm both paths (plans, caches) before measuring.
  for (let i = 0; i < 200; i++) await Promise.all([product(i), baseline(i)]);
  const single = { concurrency: 1, durationMs: options.durationMs / 2 };
  const loaded = { concurrency: options.concurrency, durationMs: options.durationMs };
  return {
    sequential: {
      product: await load(product, single),
      baseline: await load(baseline, single),
      concurrency: 1,
    },
    concurrent: {
      product: await load(product, loaded),
      baseline: await load(baseline, loaded),
      concurrency: options.concurrency,
    },
  };
}
