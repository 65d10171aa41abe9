import { createFileRoute } from '@tanstack/react-router';
import {
  SandboxBankInboxPage,
  sandboxBankInboxQueryOptions,
} from '../../../features/payment-methods/index.ts';

/** The SANDBOX bank's inbox: micro-deposits and debits on the pharmacy's bank accounts (issue 23). */
export const Route = createFileRoute('/pharmacy/settings/sandbox_bank')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sandboxBankInboxQueryOptions()),
  component: SandboxBankInboxPage,
});
