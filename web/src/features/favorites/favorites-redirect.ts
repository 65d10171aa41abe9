import type { FavoriteToggle } from '../products/index.ts';

export const FAVORITES_PER_PAGE = 10;

/**
 * Where to go after a toggle on page `page` (pharmacy-side §9: the favourites list redirects when
 * the count is a multiple of 10): removing the last item of the last page leaves that page empty,
 * so go back one page.
 */
export function pageAfterToggle(page: number, result: Pick<FavoriteToggle, 'count' | 'marked'>): number {
  if (result.marked || result.count % FAVORITES_PER_PAGE !== 0) return page;
  return Math.min(page, Math.max(1, result.count / FAVORITES_PER_PAGE));
}
