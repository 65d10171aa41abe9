/**
 * SQL fragments shared by the catalog reads: how a typed text matches a product (NDC in any
 * common form, or a name prefix / infix) and which listings count as buyable.
 *
 * Prefixes are written as ranges with the pattern operators (~>=~, ~<~) rather than LIKE 'x%':
 * the text_pattern_ops / bpchar_pattern_ops indexes serve a range even in a generic prepared plan,
 * where a parameterised LIKE could not be turned into an index range.
 */
import { sql, type SQL } from 'drizzle-orm';
import { looksLikeNdc, ndcCandidates } from '../../../domain/catalog/ndc.ts';
import { SHORT_DATED_DAYS } from '../../../domain/catalog/short-dated.ts';
import { brandHiddenFor } from '../customers.ts';
import { listingBuyable } from '../sellers/listing-conditions.ts';

/** Sorts after every character a name can hold, closing a prefix range. */
const TOP = String.fromCodePoint(0x10ffff);

/** Escapes LIKE wildcards so a typed '%' or '_' is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type TextMatch =
  { kind: 'ndc'; exact: string[]; prefix: string | null } | { kind: 'name'; term: string };

/** How an input will be matched: an NDC (spec supplier-side §4, "fetches by ndc") or a name. */
export function classifyInput(input: string): TextMatch {
  const trimmed = input.trim();
  if (looksLikeNdc(trimmed)) {
    const { exact, prefix } = ndcCandidates(trimmed);
    return { kind: 'ndc', exact, prefix };
  }
  return { kind: 'name', term: trimmed.toLowerCase().replace(/\s+/g, ' ') };
}

/**
 * `expr` starts with `prefix`, as an index range alone: under the pattern operators (byte order)
 * [prefix, prefix + U+10FFFF) holds exactly the strings with that prefix. A LIKE recheck on top
 * would only make the planner expect a handful of rows and sort them all instead of reading the
 * index in order and stopping at the limit.
 */
export function startsWith(expr: SQL, prefix: string): SQL {
  return sql`(${expr} ~>=~ ${prefix} and ${expr} ~<~ ${prefix + TOP})`;
}

/** The product's NDC is one of the candidates, or starts with the typed digits. */
export function ndcCondition(match: Extract<TextMatch, { kind: 'ndc' }>): SQL {
  const parts: SQL[] = [];
  if (match.exact.length > 0) parts.push(sql`p.ndc = any(${sql.param(match.exact)}::bpchar[])`);
  if (match.prefix) {
    // Digits sort before 'a', so [prefix, prefix || 'a') holds exactly the codes with that prefix.
    parts.push(sql`(p.ndc ~>=~ ${match.prefix}::bpchar and p.ndc ~<~ ${match.prefix + 'a'}::bpchar)`);
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Name or generic name starts with the term, or the name contains it (trigram index). */
export function nameCondition(term: string): SQL {
  return sql`(${startsWith(sql`lower(p.name)`, term)} or ${startsWith(sql`lower(p.generic_name)`, term)}
    or lower(p.name) like ${'%' + escapeLike(term) + '%'})`;
}

export function textCondition(input: string): SQL {
  const match = classifyInput(input);
  return match.kind === 'ndc' ? ndcCondition(match) : nameCondition(match.term);
}

/** Filters on the listings a buyer may see. */
export type ListingFilter = {
  /** Only this supplier's listings (the spec's wholesaler_id). */
  wholesalerId?: string | null | undefined;
  /** Only short-dated stock (the /pharmacy/shortdates mode). */
  shortDate?: boolean | undefined;
  /** Hide short-dated stock (the 'hide short dates' cookie, pharmacy-side §9). */
  hideShortDates?: boolean | undefined;
  /** Hide stock expiring before this date (the filter_by_expiration_date cookie). */
  minExpiry?: string | null | undefined;
  /** Only listings marked as deal (/pharmacy/deals). */
  dealsOnly?: boolean | undefined;
  /** Today's ISO date, for the short-dated window and running promotions. */
  today: string;
  /** The viewing pharmacy: brand listings of suppliers that hide brands from it are left out. */
  viewerAccountId?: string | undefined;
  /** Only pharmacy-to-pharmacy listings (the spec's p2p_only, issue 13). */
  p2pOnly?: boolean | undefined;
};

/**
 * Conditions on listing alias `l` beyond "active with stock" (which the partial index
 * listings_product_active_idx already holds). Short-dated follows domain/catalog/short-dated.ts.
 * The p2p buyable rule (proof on file, seller in good standing) is ANDed here, outside every
 * filter a caller chooses, so no search option can surface an unbuyable p2p listing (notes,
 * GHSA-xf65-r35x-wmmv: mandatory predicates outside user-built filters).
 */
export function listingConditions(filter: ListingFilter): SQL {
  // Expired stock is never offered: a listing stops being buyable the day after its expiry date.
  const parts: SQL[] = [
    sql`l.active`,
    sql`l.stock > 0`,
    sql`(l.expiry_date is null or l.expiry_date >= ${filter.today}::date)`,
    listingBuyable(filter.today),
  ];
  if (filter.p2pOnly) parts.push(sql`l.is_p2p`);
  if (filter.wholesalerId) parts.push(sql`l.supplier_account_id = ${filter.wholesalerId}::uuid`);
  const windowEnd = sql`(${filter.today}::date + ${SHORT_DATED_DAYS}::int)`;
  if (filter.shortDate) parts.push(sql`l.expiry_date between ${filter.today}::date and ${windowEnd}`);
  if (filter.hideShortDates) parts.push(sql`(l.expiry_date is null or l.expiry_date > ${windowEnd})`);
  if (filter.minExpiry)
    parts.push(sql`(l.expiry_date is null or l.expiry_date >= ${filter.minExpiry}::date)`);
  if (filter.dealsOnly) parts.push(sql`l.is_deal`);
  if (filter.viewerAccountId) {
    const isBrand = sql`(select bp.is_brand from products bp where bp.id = l.product_id)`;
    parts.push(sql`not ${brandHiddenFor(filter.viewerAccountId, sql`l.supplier_account_id`, isBrand)}`);
  }
  return sql.join(parts, sql` and `);
}

/** The product `p` has at least one listing that passes the filter. */
export function hasListing(filter: ListingFilter): SQL {
  return sql`exists (select 1 from listings l where l.product_id = p.id and ${listingConditions(filter)})`;
}
