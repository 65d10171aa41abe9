/** The pharmacy side of the catalog (pharmacy-side §2, §7; supplier-side §2 Product search). */
import type { Context } from 'hono';
import { recordProductView } from '../../../services/products/record-view.ts';
import { toggleFavorite } from '../../../services/products/toggle-favorite.ts';
import {
  FAVORITES_PER_PAGE,
  favoritesPageEntriesInfo,
  listFavorites,
  listRecentlyViewed,
} from '../../../db/queries/products/favorites.ts';
import { listMarketplaceProducts } from '../../../db/queries/products/marketplace.ts';
import { findProduct, listProductListings } from '../../../db/queries/products/product-detail.ts';
import {
  SEARCH_MIN_CHARS,
  searchProductSuggestions,
} from '../../../db/queries/products/product-suggestions.ts';
import { isoDate } from '../../../domain/dates.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import * as routes from './routes.ts';
import type { MarketplaceQuery } from './schemas.ts';
import { serializeListing, serializeProduct, serializeSummary } from './serializers.ts';

const today = (c: Context<AppEnv>) => isoDate(c.get('deps').now());

/** The marketplace list, shared by /products and /products/deals. */
async function marketplacePage(c: Context<AppEnv>, q: MarketplaceQuery, dealsOnly: boolean) {
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
    viewerAccountId: c.get('caller').account.id,
    sort: q.sort,
    direction: q.direction,
    page: q.page,
    perPage: q.per_page,
  });
  return { data: rows.map(serializeSummary), page: q.page, per_page: q.per_page, total };
}

export const productRoutes = createRouter();

addRoute(productRoutes, routes.searchSuggestions, async (c) => {
  const q = c.req.valid('query');
  // At least 3 characters (supplier-side §5, §8: 400 invalid input).
  if (q.input.trim().length < SEARCH_MIN_CHARS)
    throw new DomainError('REQUEST_INVALID', 'Invalid input', {
      fields: { input: [`Please enter at least ${SEARCH_MIN_CHARS} characters.`] },
    });
  const data = await searchProductSuggestions(c.get('deps').db, {
    input: q.input,
    limit: q.limit,
    wholesalerId: q.wholesaler_id,
    shortDate: q.short_date,
    today: today(c),
    cartAccountId: c.get('caller').account.id,
    viewerAccountId: c.get('caller').account.id,
  });
  return c.json({ data }, 200);
});

addRoute(productRoutes, routes.listMarketplace, async (c) =>
  c.json(await marketplacePage(c, c.req.valid('query'), false), 200),
);

addRoute(productRoutes, routes.listDeals, async (c) =>
  c.json(await marketplacePage(c, c.req.valid('query'), true), 200),
);

addRoute(productRoutes, routes.listRecentlyViewed, async (c) => {
  const rows = await listRecentlyViewed(c.get('deps').db, {
    userId: c.get('caller').user.id,
    today: today(c),
  });
  return c.json({ data: rows.map((r) => ({ ...serializeSummary(r), viewed_at: r.at })) }, 200);
});

addRoute(productRoutes, routes.productPage, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
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
      viewerAccountId: c.get('caller').account.id,
    },
  });
  await recordProductView(db, { userId: user.id, productId: id, now: now() });
  const body = {
    product: serializeProduct(found.product, found.favorite),
    listings: listings.map((l) => serializeListing(l, found.product.packageSize)),
    sort: q.sort,
    direction: q.direction,
  };
  return c.json(body, 200);
});

addRoute(productRoutes, routes.toggleFavorite, async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const { marked, count } = await toggleFavorite(c.get('deps').db, {
    userId: c.get('caller').user.id,
    productId: id,
  });
  const lastPage = Math.max(1, Math.ceil(count / FAVORITES_PER_PAGE));
  const answer = {
    message: marked ? 'Product added to favorites.' : 'Product removed from favorites.',
    count,
    page_entries_info: favoritesPageEntriesInfo(count, Math.min(body.page ?? 1, lastPage)),
    status: 'success' as const,
    marked,
    id,
  };
  return c.json(answer, 200);
});

addRoute(productRoutes, routes.listFavorites, async (c) => {
  const { page } = c.req.valid('query');
  const { db, now } = c.get('deps');
  const { rows, total } = await listFavorites(db, {
    userId: c.get('caller').user.id,
    page,
    today: isoDate(now()),
  });
  const body = {
    data: rows.map((r) => ({ ...serializeSummary(r), favorited_at: r.at })),
    page,
    per_page: FAVORITES_PER_PAGE,
    total,
    page_entries_info: favoritesPageEntriesInfo(total, page),
  };
  return c.json(body, 200);
});
