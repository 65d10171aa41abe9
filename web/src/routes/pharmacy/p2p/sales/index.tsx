import { createFileRoute } from '@tanstack/react-router';
import { SalesPage } from '../../../../features/p2p/orders/index.ts';

/** /pharmacy/p2p/sales: the seller's p2p sales (issue 13). */
export const Route = createFileRoute('/pharmacy/p2p/sales/')({
  component: SalesPage,
});
