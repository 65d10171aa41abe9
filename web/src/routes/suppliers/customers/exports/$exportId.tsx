import { createFileRoute } from '@tanstack/react-router';
import { MasterDataExportPage } from '../../../../features/customers/index.ts';

/** /suppliers/customers/exports/{id}: a master-data export, the notification's link (issue 11). */
export const Route = createFileRoute('/suppliers/customers/exports/$exportId')({
  component: function MasterDataExportRoute() {
    const { exportId } = Route.useParams();
    return <MasterDataExportPage exportId={exportId} />;
  },
});
