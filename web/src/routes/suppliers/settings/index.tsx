import { createFileRoute, redirect } from '@tanstack/react-router';
import { supplierSettingsNav } from '../../../ui/layouts/settings-nav.ts';

/** /suppliers/settings opens the area's first tab. */
export const Route = createFileRoute('/suppliers/settings/')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
    throw redirect({ to: supplierSettingsNav[0]!.to, replace: true });
  },
});
