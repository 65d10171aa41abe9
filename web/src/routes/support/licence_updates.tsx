import { createFileRoute } from '@tanstack/react-router';
import { SupportLicenceUpdatesPage } from '../../features/licences/support-licence-updates-page.tsx';

/** /support/licence_updates: renewed licences for support to decide. */
export const Route = createFileRoute('/support/licence_updates')({
  component: SupportLicenceUpdatesPage,
});
