import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ApplyPage } from '../../../../features/wholesaler-applications/index.ts';

/**
 * /pharmacy/wholesalers/{ids}/apply (pharmacy-side §2): ids comma-separated, `account_type`,
 * optional `filters=vawd`; `signed=` when the signing page returns.
 */
export const Route = createFileRoute('/pharmacy/wholesalers/$id/apply')({
  validateSearch: z.object({
    account_type: z.enum(['net_terms', 'credit_card', 'cod']).catch('net_terms'),
    filters: z.string().optional().catch(undefined),
    signed: z.string().optional().catch(undefined),
  }),
  component: function ApplyRoute() {
    const search = Route.useSearch();
    return (
      <ApplyPage
        ids={Route.useParams().id}
        accountType={search.account_type}
        vawd={search.filters?.split(',').includes('vawd') ?? false}
        signed={search.signed !== undefined}
      />
    );
  },
});
