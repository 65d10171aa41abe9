import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PharmacyAuditsPage } from '../../../features/audits/index.ts';

/**
 * /pharmacy/wholesalers/audits (pharmacy-side §2): `show_proofs_of_purchases_dialog=1&id=<audit>`
 * opens the proofs download modal (supplier-side §2 Audits); a bad value is dropped quietly.
 */
export const Route = createFileRoute('/pharmacy/wholesalers/audits')({
  validateSearch: z.object({
    show_proofs_of_purchases_dialog: z.literal(1).or(z.literal('1')).optional().catch(undefined),
    id: z.uuid().optional().catch(undefined),
  }),
  component: function PharmacyAuditsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const open = search.show_proofs_of_purchases_dialog !== undefined ? search.id : undefined;
    return (
      <PharmacyAuditsPage
        proofsAuditId={open}
        onProofs={(id) => void navigate({ search: id ? { show_proofs_of_purchases_dialog: 1, id } : {} })}
      />
    );
  },
});
