import { createFileRoute } from '@tanstack/react-router';
import { LicencesPage } from '../../features/licences/index.ts';

/** /pharmacy/licences: the pharmacy's licences and renewed-licence uploads. */
export const Route = createFileRoute('/pharmacy/licences')({
  component: LicencesPage,
});
