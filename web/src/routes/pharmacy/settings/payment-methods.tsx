import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../../../features/payment-methods/payment-methods-page.tsx';
import { paymentMethodsQueryOptions } from '../../../features/payment-methods/payment-methods-api.ts';

/** The pharmacy's saved cards and bank accounts. */
export const Route = createFileRoute('/pharmacy/settings/payment-methods')({
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentMethodsQueryOptions()),
  component: PaymentMethodsPage,
});
