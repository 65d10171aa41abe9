import { createFileRoute } from '@tanstack/react-router';
import { SupplierLocationChangesPage } from '../../features/locations/index.ts';

/** /suppliers/location_changes: customers whose store moved, to acknowledge. */
export const Route = createFileRoute('/suppliers/location_changes')({
  component: SupplierLocationChangesPage,
});
