import { z } from 'zod';

/** `?type=history` shows decided and expired requests; anything else the pending ones. */
export const requestsSearchSchema = z.object({
  type: z.enum(['pending', 'history']).catch('pending').default('pending'),
});

/** supplier-side §9: the end-of-month page goes to its history 3 s after a decision. */
export const EOM_REDIRECT_MS = 3000;
