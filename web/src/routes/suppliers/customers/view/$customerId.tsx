import { createFileRoute } from '@tanstack/react-router';
import { CustomerViewPage } from '../../../../features/customers/index.ts';

/** /suppliers/customers/view/{id}: one customer (supplier-side §2). */
export const Route = createFileRoute('/suppliers/customers/view/$customerId')({
  component: function CustomerViewRoute() {
    const { customerId } = Route.useParams();
    return <CustomerViewPage customerId={customerId} />;
  },
});
