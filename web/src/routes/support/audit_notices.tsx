import { createFileRoute } from '@tanstack/react-router';
import { SupportAuditNoticesPage } from '../../features/audits/index.ts';

/** /support/audit_notices: pharmacies' missing-proofs notices and passed audit deadlines. */
export const Route = createFileRoute('/support/audit_notices')({
  component: SupportAuditNoticesPage,
});
