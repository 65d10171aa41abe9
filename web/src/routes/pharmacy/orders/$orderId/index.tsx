import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '../../../../features/orders/order-details-page.tsx';
import { P2pBuyerPanel } from '../../../../features/p2p/orders/buyer-panel.tsx';

/** The order details page (pharmacy-side §2 Order details). */
export const Route = createFileRoute('/pharmacy/orders/$orderId/')({
  component: function OrderDetailsRoute() {
    const { orderId } = Route.useParams();
    return <OrderDetailsPage orderId={orderId} p2pPanel={(id) => <P2pBuyerPanel orderId={id} />} />;
  },
});
