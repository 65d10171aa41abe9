import type { Session } from '../../api/session.ts';
import { AppLayout } from '../../layouts/app-layout.tsx';
import { pharmacyNav } from '../../layouts/pharmacy-nav.ts';
import { PharmacyHeader } from './pharmacy-header.tsx';

/** The pharmacy layout, shared by /pharmacy/*, /products/* and /favorites. */
export function PharmacyShell({ session }: { session: Session }) {
  return (
    <AppLayout
      session={session}
      area="pharmacy"
      areaLabel="Pharmacy"
      nav={pharmacyNav}
      header={<PharmacyHeader />}
    />
  );
}
