import { createFileRoute } from '@tanstack/react-router';
import { SupportBankLocksPage } from '../../features/payment-methods/index.ts';

/** /support/bank_accounts: bank verifications locked after three wrong tries, for support to reset. */
export const Route = createFileRoute('/support/bank_accounts')({
  component: SupportBankLocksPage,
});
