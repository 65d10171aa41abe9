import { createFileRoute } from '@tanstack/react-router';
import { SupplierApplicationsPage } from '../../../features/wholesaler-applications/index.ts';

/** /suppliers/customers/applications: the customer applications to review (issue 12). */
export const Route = createFileRoute('/suppliers/customers/applications')({
  component: SupplierApplicationsPage,
});
