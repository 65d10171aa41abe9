import { createFileRoute } from '@tanstack/react-router';
import { BecomeSellerPage } from '../../features/seller-registration/index.ts';

/** /pharmacy/become_seller: the seller registration (supplier-side §2). */
export const Route = createFileRoute('/pharmacy/become_seller')({
  component: BecomeSellerPage,
});
