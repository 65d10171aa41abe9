/** What other folders use of features/checkout: they import it from here, never a file inside (eslint house/feature-imports). */
export { BankLimitWarning } from './bank-limit-warning.tsx';
export { checkoutQueryOptions } from './checkout-api.ts';
export { CheckoutPage } from './checkout-page.tsx';
