import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WholesalerDetailsPage } from '../../../../features/marketplace/index.ts';

/** /pharmacy/wholesalers/{id}/details with keywords (supplier-side §2). */
export const Route = createFileRoute('/pharmacy/wholesalers/$id/details')({
  validateSearch: z.object({
    keywords: z.string().max(200).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  }),
  component: function WholesalerDetailsRoute() {
    const { id } = Route.useParams();
    const { keywords, page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <WholesalerDetailsPage
        id={id}
        keywords={keywords}
        page={page}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});
