import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SupplierAuditsPage } from '../../../features/audits/index.ts';

/** /suppliers/customers/audits: the customers' audits, pending or `?type=history`. */
export const Route = createFileRoute('/suppliers/customers/audits')({
  validateSearch: z.object({ type: z.enum(['pending', 'history']).catch('pending').default('pending') }),
  component: function SupplierAuditsRoute() {
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SupplierAuditsPage tab={type} onTab={(next) => void navigate({ search: { type: next } })} />;
  },
});
