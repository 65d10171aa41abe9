import { createFileRoute } from '@tanstack/react-router';
import { ShippingSettingsPage, shippingQueryOptions } from '../../../features/supplier-settings/index.ts';

export const Route = createFileRoute('/suppliers/settings/shipping')({
  loader: ({ context }) => context.queryClient.ensureQueryData(shippingQueryOptions()),
  component: ShippingSettingsPage,
});
