import { createFileRoute } from '@tanstack/react-router';
import { OrderEditPage } from '../../../../features/orders/index.ts';

/** The order edit page (pharmacy-side §2 Order edit). */
export const Route = createFileRoute('/pharmacy/orders/$orderId/edit')({
  component: function OrderEditRoute() {
    const { orderId } = Route.useParams();
    return <OrderEditPage orderId={orderId} />;
  },
});
