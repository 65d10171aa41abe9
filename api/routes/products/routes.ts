/** The catalog's routes for buyers (pharmacy-side §2, §7; supplier-side §2 product search). */
import { z } from 'zod';
import { ProductSuggestionSchema } from '../../../domain/catalog/suggestion.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import {
  FavoriteBody,
  MarketplaceQuery,
  PageQuery,
  ProductIdParam,
  ProductPageQuery,
  SearchQuery,
} from './schemas.ts';
import {
  FavoritesPageSchema,
  FavoriteToggleSchema,
  MarketplacePageSchema,
  ProductPageSchema,
  RecentlyViewedSchema,
} from './serializers.ts';

const area = 'products';
const pharmacy = ['pharmacy'] as const;

export const searchSuggestions = defineRoute({
  method: 'get',
  path: '/products/search',
  area,
  access: ['pharmacy', 'supplier'],
  rateLimit: 'search',
  summary: 'Search suggestions for a name or NDC (at least 3 characters)',
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(z.strictObject({ data: z.array(ProductSuggestionSchema) }), 'Suggestions, best first'),
  },
});

export const listMarketplace = defineRoute({
  method: 'get',
  path: '/products',
  area,
  access: pharmacy,
  rateLimit: 'search',
  summary: 'The marketplace: products someone sells now, with the best price',
  request: { query: MarketplaceQuery },
  responses: { 200: jsonContent(MarketplacePageSchema, 'One page of products') },
});

export const listDeals = defineRoute({
  method: 'get',
  path: '/products/deals',
  area,
  access: pharmacy,
  rateLimit: 'search',
  summary: 'The marketplace, deals only',
  request: { query: MarketplaceQuery },
  responses: { 200: jsonContent(MarketplacePageSchema, 'One page of products on deal') },
});

export const listRecentlyViewed = defineRoute({
  method: 'get',
  path: '/products/recently_viewed',
  area,
  access: pharmacy,
  summary: 'The products the user viewed last',
  responses: { 200: jsonContent(RecentlyViewedSchema, 'Newest first') },
});

export const productPage = defineRoute({
  method: 'get',
  path: '/products/{id}',
  area,
  access: pharmacy,
  summary: 'A product and every supplier’s offer of it, sorted by the spec’s keys',
  request: { params: ProductIdParam, query: ProductPageQuery },
  responses: { 200: jsonContent(ProductPageSchema, 'The product page') },
  problems: [404],
});

export const toggleFavorite = defineRoute({
  method: 'patch',
  path: '/products/{id}/favorite',
  area,
  access: pharmacy,
  summary: 'Star or unstar a product',
  description: 'The body is optional: the favourites page sends the page it shows, for `page_entries_info`.',
  request: { params: ProductIdParam, body: FavoriteBody },
  responses: { 200: jsonContent(FavoriteToggleSchema, 'The product’s new state and the list’s count') },
  problems: [404],
});

export const listFavorites = defineRoute({
  method: 'get',
  path: '/favorites',
  area,
  access: pharmacy,
  summary: 'The user’s favourite products, 10 per page',
  request: { query: PageQuery },
  responses: { 200: jsonContent(FavoritesPageSchema, 'One page of favourites') },
});
