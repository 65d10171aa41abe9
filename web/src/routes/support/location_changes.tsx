import { createFileRoute } from '@tanstack/react-router';
import { SupportLocationChangesPage } from '../../features/locations/index.ts';

/** /support/location_changes: store moves for support to decide. */
export const Route = createFileRoute('/support/location_changes')({
  component: SupportLocationChangesPage,
});
