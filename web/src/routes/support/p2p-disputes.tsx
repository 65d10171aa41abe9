import { createFileRoute } from '@tanstack/react-router';
import { SupportDisputesPage } from '../../features/p2p/orders/index.ts';

/** /support/p2p-disputes: p2p disputes waiting for support's decision (issue 13). */
export const Route = createFileRoute('/support/p2p-disputes')({
  component: SupportDisputesPage,
});
