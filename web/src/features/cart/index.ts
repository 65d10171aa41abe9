/** What other folders use of features/cart: they import it from here, never a file inside (eslint house/feature-imports). */
export { AddToCartCell } from './add-to-cart-cell.tsx';
export { CartPage } from './cart-page.tsx';
export { ExpiryNote } from './expiry-note.tsx';
export { MiniCartButton } from './mini-cart-button.tsx';
