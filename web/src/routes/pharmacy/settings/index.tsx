import { createFileRoute, redirect } from '@tanstack/react-router';
import { pharmacySettingsNav } from '../../../ui/layouts/settings-nav.ts';

/** /pharmacy/settings opens the area's first tab. */
export const Route = createFileRoute('/pharmacy/settings/')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
    throw redirect({ to: pharmacySettingsNav[0]!.to, replace: true });
  },
});
