/**
 * GET /api/v1/pharmacy/catalog/suggestions?keyword= (issue 13): the new-listing form's product
 * picker, by NDC or name over the whole catalog — a seller may list a product nobody sells yet,
 * which the buyers' search (listed products only) would never suggest. Approved sellers only.
 */
import { z } from 'zod';
import {
  SEARCH_MIN_CHARS,
  SUGGESTION_LIMIT_DEFAULT,
  searchProductSuggestions,
} from '../../../../db/queries/products/product-suggestions.ts';
import { ProductSuggestionSchema } from '../../../../domain/catalog/suggestion.ts';
import { DomainError } from '../../../../domain/errors.ts';
import { defineRoute, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { P2pAutosuggestQuery } from '../../products/schemas.ts';
import { requireApprovedSeller } from './seller-only.ts';

const catalogSuggestions = defineRoute({
  method: 'get',
  path: '/pharmacy/catalog/suggestions',
  area: 'p2p',
  access: ['pharmacy'],
  middleware: [requireApprovedSeller()],
  rateLimit: 'search',
  summary: 'Catalog products for a new p2p listing, listed or not (at least 3 characters, 10 at most)',
  request: { query: P2pAutosuggestQuery },
  responses: {
    200: jsonContent(z.strictObject({ data: z.array(ProductSuggestionSchema) }), 'Products, best first'),
  },
});

export const catalogRoutes = createRouter();

addRoute(catalogRoutes, catalogSuggestions, async (c) => {
  const { keyword } = c.req.valid('query');
  if (keyword.trim().length < SEARCH_MIN_CHARS)
    throw new DomainError('REQUEST_INVALID', 'Invalid input', {
      fields: { keyword: [`Please enter at least ${SEARCH_MIN_CHARS} characters.`] },
    });
  const data = await searchProductSuggestions(c.get('deps').db, {
    input: keyword,
    limit: SUGGESTION_LIMIT_DEFAULT,
    wholeCatalog: true,
  });
  return c.json({ data }, 200);
});
