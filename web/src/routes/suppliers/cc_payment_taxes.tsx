import { createFileRoute } from '@tanstack/react-router';
import { CardTaxesPage, cardTaxesQueryOptions } from '../../features/supplier-settings/index.ts';

/** The spec's page name (supplier-side §2 Card-processing taxes: /suppliers/cc_payment_taxes). */
export const Route = createFileRoute('/suppliers/cc_payment_taxes')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cardTaxesQueryOptions()),
  component: CardTaxesPage,
});
