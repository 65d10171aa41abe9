import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { p2pCheckoutQueryOptions, P2pCheckoutPage } from '../../../features/p2p/buying/index.ts';

/** Checkout with one pharmacy seller (issue 13: first-order modals, reason code, card only). */
export const Route = createFileRoute('/pharmacy/p2p_checkout/$sellerId')({
  params: {
    parse: (params) => ({ sellerId: z.uuid().catch('').parse(params.sellerId) }),
    stringify: (params) => params,
  },
  loader: ({ context, params }) =>
    params.sellerId
      ? context.queryClient.ensureQueryData(p2pCheckoutQueryOptions(params.sellerId))
      : undefined,
  component: function P2pCheckoutRoute() {
    const { sellerId } = Route.useParams();
    return <P2pCheckoutPage key={sellerId} sellerId={sellerId} />;
  },
});
