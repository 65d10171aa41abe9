import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AchVerificationPage, paymentMethodsQueryOptions } from '../../../features/payment-methods/index.ts';

/** /pharmacy/settings/ach_verification?force_verify=1 (pharmacy-side §2 Bank verification page). */
export const Route = createFileRoute('/pharmacy/settings/ach_verification')({
  validateSearch: z.object({
    force_verify: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentMethodsQueryOptions()),
  component: function AchVerificationRoute() {
    const { force_verify } = Route.useSearch();
    return <AchVerificationPage forceVerify={force_verify === 1} />;
  },
});
