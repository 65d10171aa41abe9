import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/index.ts';

/** /pharmacy/cart: the pharmacy's carts, one per supplier (issue 4 Carts). */
export const Route = createFileRoute('/pharmacy/cart')({
  component: CartPage,
});
