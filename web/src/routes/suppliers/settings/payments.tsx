import { createFileRoute, redirect } from '@tanstack/react-router';

/** The payments settings live on the spec's card-processing tax page. */
export const Route = createFileRoute('/suppliers/settings/payments')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
    throw redirect({ to: '/suppliers/cc_payment_taxes', replace: true });
  },
});
