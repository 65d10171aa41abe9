/**
 * GET /api/v1/products/rph2rph/autosuggest?keyword= (pharmacy-side §7, §9; issue 13): the search
 * box's suggestions while p2p_only is on, from buyable pharmacy-to-pharmacy listings only.
 */
import { z } from 'zod';
import {
  SEARCH_MIN_CHARS,
  SUGGESTION_LIMIT_DEFAULT,
  searchProductSuggestions,
} from '../../../../db/queries/products/product-suggestions.ts';
import { ProductSuggestionSchema } from '../../../../domain/catalog/suggestion.ts';
import { isoDate } from '../../../../domain/dates.ts';
import { DomainError } from '../../../../domain/errors.ts';
import { defineRoute, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { P2pAutosuggestQuery } from '../../products/schemas.ts';

export const p2pAutosuggest = defineRoute({
  method: 'get',
  path: '/products/rph2rph/autosuggest',
  area: 'products',
  access: ['pharmacy'],
  rateLimit: 'search',
  summary:
    'Suggestions for a keyword from pharmacy-to-pharmacy listings only (at least 3 characters, 10 at most)',
  request: { query: P2pAutosuggestQuery },
  responses: {
    200: jsonContent(z.strictObject({ data: z.array(ProductSuggestionSchema) }), 'Suggestions, best first'),
  },
});

/** The rph2rph autosuggest; mounted before the products router, whose paths it sits among. */
export const p2pAutosuggestRoutes = createRouter();

addRoute(p2pAutosuggestRoutes, p2pAutosuggest, async (c) => {
  const { keyword } = c.req.valid('query');
  // At least 3 characters (pharmacy-side §9); shorter is a 400 naming keyword, like /products/search.
  if (keyword.trim().length < SEARCH_MIN_CHARS)
    throw new DomainError('REQUEST_INVALID', 'Invalid input', {
      fields: { keyword: [`Please enter at least ${SEARCH_MIN_CHARS} characters.`] },
    });
  const caller = c.get('caller');
  const data = await searchProductSuggestions(c.get('deps').db, {
    input: keyword,
    limit: SUGGESTION_LIMIT_DEFAULT,
    p2pOnly: true,
    today: isoDate(c.get('deps').now()),
    cartAccountId: caller.account.id,
    viewerAccountId: caller.account.id,
  });
  return c.json({ data }, 200);
});
