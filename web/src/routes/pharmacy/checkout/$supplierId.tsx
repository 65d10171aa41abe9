import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CheckoutPage, checkoutQueryOptions } from '../../../features/checkout/index.ts';

/** Checkout with one supplier (pharmacy-side §2 Checkout page, §4 Checkout). */
export const Route = createFileRoute('/pharmacy/checkout/$supplierId')({
  params: {
    parse: (params) => ({ supplierId: z.uuid().catch('').parse(params.supplierId) }),
    stringify: (params) => params,
  },
  loader: ({ context, params }) =>
    params.supplierId
      ? context.queryClient.ensureQueryData(checkoutQueryOptions(params.supplierId))
      : undefined,
  component: function CheckoutRoute() {
    const { supplierId } = Route.useParams();
    const { session } = Route.useRouteContext();
    return <CheckoutPage key={supplierId} supplierId={supplierId} userId={session.user.id} />;
  },
});
