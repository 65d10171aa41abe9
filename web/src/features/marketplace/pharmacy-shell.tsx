import type { Session } from '../../api/session.ts';
import { AppLayout } from '../../ui/layouts/app-layout.tsx';
import { useQuery } from '@tanstack/react-query';
import { pharmacyNavFor } from '../../ui/layouts/pharmacy-nav.ts';
import { sellerStatusQueryOptions } from '../p2p/listings/index.ts';
import { PharmacyHeader } from './pharmacy-header.tsx';

/** The pharmacy layout, shared by /pharmacy/*, /products/* and /favorites. */
export function PharmacyShell({ session }: { session: Session }) {
  // Approved sellers also get their Inventory (issue 13); until the status is known, the common entries.
  const seller = useQuery(sellerStatusQueryOptions());
  return (
    <AppLayout
      session={session}
      area="pharmacy"
      areaLabel="Pharmacy"
      nav={pharmacyNavFor(seller.data?.is_seller === true)}
      header={<PharmacyHeader />}
    />
  );
}
