import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '../../../../features/orders/index.ts';
import { P2pBuyerPanel } from '../../../../features/p2p/orders/index.ts';

/** The order details page (pharmacy-side §2 Order details). */
export const Route = createFileRoute('/pharmacy/orders/$orderId/')({
  component: function OrderDetailsRoute() {
    const { orderId } = Route.useParams();
    return <OrderDetailsPage orderId={orderId} p2pPanel={(id) => <P2pBuyerPanel orderId={id} />} />;
  },
});
