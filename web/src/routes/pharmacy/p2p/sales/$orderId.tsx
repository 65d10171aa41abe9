import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../../../features/p2p/orders/index.ts';

/** /pharmacy/p2p/sales/$orderId: the rph2rph fulfil form of one p2p sale (issue 13). */
export const Route = createFileRoute('/pharmacy/p2p/sales/$orderId')({
  component: function SaleRoute() {
    const { orderId } = Route.useParams();
    return <SalePage orderId={orderId} />;
  },
});
