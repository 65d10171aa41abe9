/**
 * Paging parameters of list routes. A page or per-page value that cannot be read falls back to the
 * default instead of failing (a stale or hand-edited link degrades quietly); the document says
 * what is accepted.
 */
import { z } from '@hono/zod-openapi';

/** The last page a list may be asked for; beyond it a page number is unreadable. */
export const MAX_PAGE = 100_000;

/** `page`: 1 to MAX_PAGE; anything else reads as the first page. */
export function pageParam() {
  return z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1).openapi({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'Page number (1 when unreadable).',
  });
}

/** `per_page`: 1 to `max`; anything else reads as `fallback`. */
export function perPageParam(fallback: number, max: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .catch(fallback)
    .default(fallback)
    .openapi({
      type: 'integer',
      minimum: 1,
      maximum: max,
      default: fallback,
      description: `Rows per page (${fallback} when unreadable).`,
    });
}

/** `per_page` from a fixed set of choices (the per-page selector); anything else reads as `fallback`. */
export function perPageChoice(choices: readonly number[], fallback: number) {
  return z.coerce
    .number()
    .refine((n) => choices.includes(n))
    .catch(fallback)
    .default(fallback)
    .openapi({
      type: 'integer',
      enum: [...choices],
      default: fallback,
      description: `Rows per page: ${choices.join(', ')} (${fallback} otherwise).`,
    });
}
