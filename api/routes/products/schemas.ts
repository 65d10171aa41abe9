import { z } from 'zod';
import { SORT_KEYS } from '../../../domain/catalog/sorting.ts';
import { MARKETPLACE_SORTS } from '../../../db/queries/products/marketplace.ts';
import {
  SUGGESTION_LIMIT_DEFAULT,
  SUGGESTION_LIMIT_MAX,
} from '../../../db/queries/products/product-suggestions.ts';

/** Query flags arrive as '1'/'0' (the spec's short_date=1, p2p_only) or 'true'/'false'. */
export const Flag = z.enum(['0', '1', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');
const IsoDate = z.iso.date('must be a date (YYYY-MM-DD)');

/** Product ids in paths: the route pattern admits only lowercase hex and dashes, parsed here. */
export const ProductIdParam = z.strictObject({ id: z.uuid('not a valid id') });

export const SearchQuery = z.strictObject({
  input: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(SUGGESTION_LIMIT_MAX).default(SUGGESTION_LIMIT_DEFAULT),
  wholesaler_id: z.uuid('not a valid id').optional(),
  short_date: Flag.optional(),
});

/** The rph2rph autosuggest's query (pharmacy-side §7): the typed keyword, at least 3 characters. */
export const P2pAutosuggestQuery = z.strictObject({ keyword: z.string().max(200).default('') });

/** The cookie filters (pharmacy-side §9) as the SPA passes them on. */
const CookieFilters = {
  hide_short_dates: Flag.optional(),
  min_expiry: IsoDate.optional(),
};

export const MarketplaceQuery = z.strictObject({
  keywords: z.string().max(200).optional(),
  ndc: z.string().max(20).optional(),
  p2p_only: Flag.optional(),
  short_date: Flag.optional(),
  wholesaler_id: z.uuid('not a valid id').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(MARKETPLACE_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  ...CookieFilters,
});

export const ProductPageQuery = z.strictObject({
  sort: z.enum(SORT_KEYS).default('price'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  short_date: Flag.optional(),
  ...CookieFilters,
});

export const FavoriteBody = z.strictObject({ page: z.number().int().min(1).max(10_000).optional() });
export const PageQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export type MarketplaceQuery = z.output<typeof MarketplaceQuery>;
