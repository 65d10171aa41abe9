import { createFileRoute } from '@tanstack/react-router';
import { shippingQueryOptions } from '../../../features/supplier-settings/settings-api.ts';
import { ShippingSettingsPage } from '../../../features/supplier-settings/shipping-page.tsx';

export const Route = createFileRoute('/suppliers/settings/shipping')({
  loader: ({ context }) => context.queryClient.ensureQueryData(shippingQueryOptions()),
  component: ShippingSettingsPage,
});
