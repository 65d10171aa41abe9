import { createFileRoute } from '@tanstack/react-router';
import { SupportSellerRegistrationsPage } from '../../features/seller-registration/index.ts';

/** /support/seller_registrations: support's review of seller registrations. */
export const Route = createFileRoute('/support/seller_registrations')({
  component: SupportSellerRegistrationsPage,
});
