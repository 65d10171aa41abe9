import { z } from 'zod';

/** Flags in URLs arrive as 1/0 or true/false (the spec's p2p_only, short_date). */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
  .optional()
  .catch(undefined);

/**
 * The marketplace list's URL state (supplier-side §2: /products with keywords, ndc, p2p_only,
 * short_date): a bad link degrades to the defaults rather than failing.
 */
export const MarketplaceSearchSchema = z.object({
  keywords: z.string().max(200).optional().catch(undefined),
  ndc: z.string().max(20).optional().catch(undefined),
  p2p_only: flag,
  short_date: flag,
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  sort: z.enum(['name', 'price', 'suppliers']).catch('name').default('name'),
  direction: z.enum(['asc', 'desc']).catch('asc').default('asc'),
});

export type MarketplaceSearchParams = z.infer<typeof MarketplaceSearchSchema>;
