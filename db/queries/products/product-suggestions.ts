/**
 * The product search box (spec supplier-side §2 "Product search", §3 suggestion fields, §4):
 * suggestions for a typed name or NDC, limited to products someone can sell right now.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isoDate } from '../../../domain/dates.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import type { ProductSuggestion } from '../../../domain/catalog/suggestion.ts';
import type { Database } from '../../client.ts';
import {
  classifyInput,
  escapeLike,
  hasListing,
  ndcCondition,
  startsWith,
  type ListingFilter,
} from './product-match.ts';

/** Autocomplete limit (pharmacy-side §9) and the most a caller may ask for. */
export const SUGGESTION_LIMIT_DEFAULT = 10;
export const SUGGESTION_LIMIT_MAX = 25;
/** Product search needs at least 3 characters (supplier-side §5). */
export const SEARCH_MIN_CHARS = 3;

export type ProductSearchInput = {
  input: string;
  limit?: number | undefined;
  wholesalerId?: string | null | undefined;
  shortDate?: boolean | undefined;
  /** Today's ISO date; defaults to the current UTC date. */
  today?: string | undefined;
  /** Whose cart `incart` looks in: the caller's account (a supplier's account has no cart). */
  cartAccountId?: string | null | undefined;
  /** The viewing pharmacy, whose hidden brand listings are left out. */
  viewerAccountId?: string | undefined;
  /** Only products with a buyable pharmacy-to-pharmacy listing (the rph2rph autosuggest). */
  p2pOnly?: boolean | undefined;
  /** The whole catalog, listed or not: a seller picking the product of a new listing (issue 13). */
  wholeCatalog?: boolean | undefined;
};

type Row = {
  id: string;
  ndc: string;
  name: string;
  generic_name: string;
  strength: string;
  dosage_form: string;
  route: string;
  package_size: string;
  package_quantity: number;
  manufacturer: string;
  gpi: string | null;
  incart: boolean;
};

/**
 * One SQL statement: NDC inputs go straight to the NDC indexes; names take ordered prefix scans
 * of name and generic name (LIMIT stops early), and only when those find fewer than `limit` does
 * the trigram infix scan run (a one-time filter skips it). Each candidate is kept only if an
 * active listing with stock exists (probe of listings_product_active_idx), unless the whole
 * catalog is asked for.
 */
export async function searchProductSuggestions(
  db: Database,
  input: ProductSearchInput,
): Promise<ProductSuggestion[]> {
  const limit = Math.min(Math.max(1, input.limit ?? SUGGESTION_LIMIT_DEFAULT), SUGGESTION_LIMIT_MAX);
  const filter: ListingFilter = {
    wholesalerId: input.wholesalerId,
    shortDate: input.shortDate,
    today: input.today ?? isoDate(new Date()),
    viewerAccountId: input.viewerAccountId,
    p2pOnly: input.p2pOnly,
  };
  const match = classifyInput(input.input);
  const stocked = input.wholeCatalog ? sql`true` : hasListing(filter);
  const columns = sql`p.id, p.ndc, p.name, p.generic_name, p.strength, p.dosage_form, p.route, p.package_size,
    p.package_quantity, p.manufacturer, p.gpi, ${inCart(input)} as incart`;

  let query: SQL;
  if (match.kind === 'ndc') {
    query = sql`select ${columns} from products p where ${ndcCondition(match)} and ${stocked} order by p.ndc limit ${limit}`;
  } else {
    const term = match.term;
    query = sql`
      with prefix_hits as (
        (select p.id, 0 as rank, lower(p.name) as k from products p
          where ${startsWith(sql`lower(p.name)`, term)} and ${stocked}
          order by lower(p.name) using ~<~ limit ${limit})
        union all
        (select p.id, 1 as rank, lower(p.name) as k from products p
          where ${startsWith(sql`lower(p.generic_name)`, term)} and ${stocked}
          order by lower(p.generic_name) using ~<~ limit ${limit})
      ),
      infix_hits as (
        select p.id, 2 as rank, lower(p.name) as k from products p
          where (select count(distinct id) from prefix_hits) < ${limit}
            and lower(p.name) like ${'%' + escapeLike(term) + '%'} and ${stocked}
          limit ${limit}
      ),
      hits as (
        select distinct on (id) id, rank, k from (select * from prefix_hits union all select * from infix_hits) h
        order by id, rank
      )
      select ${columns} from hits h join products p on p.id = h.id
      order by h.rank, h.k, p.ndc limit ${limit}`;
  }
  const rows = await db.execute<Row>(query);
  return rows.map(toSuggestion);
}

/**
 * Whether the caller's cart (not its saved items) holds a listing of the product: of the searched
 * wholesaler when the search is scoped to one, of any supplier otherwise (docs/decisions.md). It
 * sits in the final select list, so it runs for the page's rows only, inside the one statement.
 */
function inCart(input: ProductSearchInput): SQL {
  if (!input.cartAccountId) return sql`false`;
  const scope = input.wholesalerId ? sql`and ci.supplier_account_id = ${input.wholesalerId}` : sql``;
  return sql`exists (select 1 from cart_items ci join listings cl on cl.id = ci.listing_id
    where ci.pharmacy_account_id = ${input.cartAccountId} and not ci.saved and cl.product_id = p.id ${scope})`;
}

function toSuggestion(row: Row): ProductSuggestion {
  const ndc = formatNdc(row.ndc);
  const displayText = `${row.name} ${row.strength} ${row.dosage_form}, ${row.package_size} (NDC ${ndc})`;
  return {
    label: displayText,
    value: row.name,
    id: row.id,
    ndc,
    name: row.name,
    form: row.dosage_form,
    strength: row.strength,
    package_size: row.package_size,
    package_qty: row.package_quantity,
    manufacturer: row.manufacturer,
    route: row.route,
    gpi: row.gpi,
    // The catalog holds no DDI code yet; the field is kept for the spec's shape.
    ddi: null,
    incart: row.incart,
    suggestion: true,
    display_text: displayText,
  };
}
