import { z } from 'zod';
import { PER_PAGE_OPTIONS } from '../../ui/paging-footer.tsx';
import { OUTCOME_FLAGS } from './outcome-flag.ts';
import type { OfferBox } from './offers-api.ts';

/** The offers pages' URL state: tab, page, per page and the outcome flag; a bad link falls back quietly. */
export const offersSearchSchema = (defaultBox: OfferBox) =>
  z.object({
    box: z.enum(['sent', 'received']).catch(defaultBox).default(defaultBox),
    page: z.coerce.number().int().min(1).catch(1).default(1),
    per_page: z.coerce
      .number()
      .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n))
      .catch(25)
      .default(25),
    fl: z.enum(OUTCOME_FLAGS).optional().catch(undefined),
  });
