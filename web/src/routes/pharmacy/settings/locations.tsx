import { createFileRoute } from '@tanstack/react-router';
import { LocationsPage } from '../../../features/locations/index.ts';

/** The pharmacy's stores: add, edit (a move waits for support), account details. */
export const Route = createFileRoute('/pharmacy/settings/locations')({
  component: LocationsPage,
});
