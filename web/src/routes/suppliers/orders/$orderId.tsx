import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../features/orders/index.ts';

/** /suppliers/orders/{id}: one order with its commands (issue 4: accept, modify, ship). */
export const Route = createFileRoute('/suppliers/orders/$orderId')({
  component: function OrderDetailRoute() {
    const { orderId } = Route.useParams();
    return <OrderDetailPage orderId={orderId} />;
  },
});
