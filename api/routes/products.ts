import { Hono, type Context } from 'hono';
import { recordProductView } from '../../activities/products/record-view.ts';
import { toggleFavorite } from '../../activities/products/toggle-favorite.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { findProduct, listProductListings } from '../../db/queries/products/product-detail.ts';
import {
  FAVORITES_PER_PAGE,
  favoritesPageEntriesInfo,
  listRecentlyViewed,
} from '../../db/queries/products/favorites.ts';
import { listMarketplaceProducts } from '../../db/queries/products/marketplace.ts';
import { SEARCH_MIN_CHARS, searchProductSuggestions } from '../../db/queries/products/product-suggestions.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import {
  FavoriteBody,
  MarketplaceQuery,
  ProductIdParam,
  ProductPageQuery,
  SearchQuery,
} from './products-schemas.ts';
import { serializeListing, serializeProduct, serializeSummary } from './products-serializers.ts';

/**
 * Product ids in paths match lowercase uuids only, so `/products/lowest_price` and other named
 * paths under /products (other areas' routers) never fall into the product page.
 */
const ID = ':id{[0-9a-f-]+}';
const pharmacy = requireAccountKind('pharmacy');

const today = (c: Context<AppEnv>) => isoDate(c.get('deps').now());

/** The marketplace list, shared by /products and /products/deals. */
async function marketplace(c: Context<AppEnv>, dealsOnly: boolean) {
  const q = readQuery(c, MarketplaceQuery);
  const { rows, total } = await listMarketplaceProducts(c.get('deps').db, {
    userId: c.get('caller').user.id,
    keywords: q.ndc ?? q.keywords,
    p2pOnly: q.p2p_only,
    shortDate: q.short_date,
    wholesalerId: q.wholesaler_id,
    hideShortDates: q.hide_short_dates,
    minExpiry: q.min_expiry,
    dealsOnly,
    today: today(c),
    sort: q.sort,
    direction: q.direction,
    page: q.page,
    perPage: q.per_page,
  });
  return c.json({ data: rows.map(serializeSummary), page: q.page, per_page: q.per_page, total });
}

/** The pharmacy side of the catalog (pharmacy-side §2, §7; supplier-side §2 Product search). */
export const productRoutes = new Hono<AppEnv>()
  // Suppliers search too (supplier-side §2); at least 3 characters (supplier-side §5, §8: 400 invalid input).
  .get('/products/search', requireAccountKind('pharmacy', 'supplier'), async (c) => {
    const q = readQuery(c, SearchQuery);
    if (q.input.trim().length < SEARCH_MIN_CHARS) {
      throw new DomainError('REQUEST_INVALID', 'Invalid input', {
        fields: { input: [`Please enter at least ${SEARCH_MIN_CHARS} characters.`] },
      });
    }
    const data = await searchProductSuggestions(c.get('deps').db, {
      input: q.input,
      limit: q.limit,
      wholesalerId: q.wholesaler_id,
      shortDate: q.short_date,
      today: today(c),
    });
    return c.json({ data });
  })
  .get('/products', pharmacy, (c) => marketplace(c, false))
  .get('/products/deals', pharmacy, (c) => marketplace(c, true))
  .get('/products/recently_viewed', pharmacy, async (c) => {
    const rows = await listRecentlyViewed(c.get('deps').db, {
      userId: c.get('caller').user.id,
      today: today(c),
    });
    return c.json({ data: rows.map((r) => ({ ...serializeSummary(r), viewed_at: r.at })) });
  })
  .get(`/products/${ID}`, pharmacy, async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(ProductIdParam, c.req.param());
    const q = readQuery(c, ProductPageQuery);
    const user = c.get('caller').user;
    const found = await findProduct(db, id, user.id);
    if (!found) throw notFound('Product');
    const listings = await listProductListings(db, {
      productId: id,
      packageQuantity: found.product.packageQuantity,
      sort: q.sort,
      direction: q.direction,
      filter: {
        shortDate: q.short_date,
        hideShortDates: q.hide_short_dates,
        minExpiry: q.min_expiry,
        today: today(c),
      },
    });
    await recordProductView(db, { userId: user.id, productId: id, now: now() });
    return c.json({
      product: serializeProduct(found.product, found.favorite),
      listings: listings.map((l) => serializeListing(l, found.product.packageSize)),
      sort: q.sort,
      direction: q.direction,
    });
  })
  // Pharmacy-side §7 (message, count, page_entries_info) and supplier-side §3 (status, marked, id).
  .patch(`/products/${ID}/favorite`, pharmacy, async (c) => {
    const { id } = parseWith(ProductIdParam, c.req.param());
    const body = await readFavoriteBody(c);
    const { marked, count } = await toggleFavorite(c.get('deps').db, {
      userId: c.get('caller').user.id,
      productId: id,
    });
    const lastPage = Math.max(1, Math.ceil(count / FAVORITES_PER_PAGE));
    return c.json({
      message: marked ? 'Product added to favorites.' : 'Product removed from favorites.',
      count,
      page_entries_info: favoritesPageEntriesInfo(count, Math.min(body.page ?? 1, lastPage)),
      status: 'success',
      marked,
      id,
    });
  });

/** The body is optional: the spec's client sends none; the SPA sends the favourites page it shows. */
async function readFavoriteBody(c: Context<AppEnv>): Promise<{ page?: number | undefined }> {
  const text = await c.req.raw.clone().text();
  return text.trim() ? readJson(c, FavoriteBody) : {};
}
