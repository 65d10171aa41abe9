import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RewardsPage } from '../../features/rewards/index.ts';
import { PER_PAGE_OPTIONS } from '../../ui/paging-footer.tsx';

// The URL is the state: page, per page, prize type and year survive reloads; a bad link falls back quietly.
const RewardsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce
    .number()
    .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n))
    .catch(25)
    .default(25),
  prize_type: z.enum(['gift_card', 'merchandise', 'cash']).optional().catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

/** /pharmacy/rewards (pharmacy-side §2). */
export const Route = createFileRoute('/pharmacy/rewards')({
  validateSearch: RewardsSearchSchema,
  component: function RewardsRoute() {
    const params = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RewardsPage
        params={params}
        onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
