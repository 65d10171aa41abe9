import { createFileRoute } from '@tanstack/react-router';
import { SupportLicenceUpdatesPage } from '../../features/licences/index.ts';

/** /support/licence_updates: renewed licences for support to decide. */
export const Route = createFileRoute('/support/licence_updates')({
  component: SupportLicenceUpdatesPage,
});
