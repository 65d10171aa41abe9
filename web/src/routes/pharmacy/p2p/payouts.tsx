import { createFileRoute } from '@tanstack/react-router';
import { PayoutsPage } from '../../../features/p2p/orders/index.ts';

/** /pharmacy/p2p/payouts: the seller's payout ledger (issue 13). */
export const Route = createFileRoute('/pharmacy/p2p/payouts')({
  component: PayoutsPage,
});
