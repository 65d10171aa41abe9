import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage, paymentMethodsQueryOptions } from '../../../features/payment-methods/index.ts';

/** The pharmacy's saved cards and bank accounts. */
export const Route = createFileRoute('/pharmacy/settings/payment-methods')({
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentMethodsQueryOptions()),
  component: PaymentMethodsPage,
});
