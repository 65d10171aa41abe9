import { createFileRoute } from '@tanstack/react-router';
import { SupportControlRequestsPage } from '../../features/customers/index.ts';

/** /support/customer_requests: suppliers' suspension and disable-controls requests to decide. */
export const Route = createFileRoute('/support/customer_requests')({
  component: SupportControlRequestsPage,
});
