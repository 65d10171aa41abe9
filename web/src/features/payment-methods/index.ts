/** What other folders use of features/payment-methods: they import it from here, never a file inside (eslint house/feature-imports). */
export { AchVerificationPage } from './ach-verification-page.tsx';
export { CardForm } from './card-form.tsx';
export { paymentMethodsQueryOptions } from './payment-methods-api.ts';
export { PaymentMethodsPage } from './payment-methods-page.tsx';
export { SandboxBankInboxPage } from './sandbox-bank-inbox-page.tsx';
export { sandboxBankInboxQueryOptions } from './payment-methods-api.ts';
export { SupportBankLocksPage } from './support-bank-locks-page.tsx';
