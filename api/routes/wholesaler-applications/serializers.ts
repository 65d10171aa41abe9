/** A wholesaler application as the API answers it. */
import type { ApplicationWithNames } from '../../../db/queries/wholesaler-applications.ts';
import { currentStep } from '../../../domain/wholesaler-applications/applications.ts';

/** The application with both parties' names and the wizard's current step. */
export function serializeApplication(found: ApplicationWithNames) {
  const app = found.application;
  return {
    id: app.id,
    wholesaler: { id: app.supplierAccountId, name: found.supplierName },
    pharmacy: { id: app.pharmacyAccountId, name: found.pharmacyName },
    account_type: app.accountType,
    vawd: app.vawd,
    status: app.status,
    step: currentStep({
      detailsSaved: app.details !== null,
      agreementSigned: app.agreementSignedAt !== null,
    }),
    details: app.details,
    agreement_document_id: app.agreementDocumentId,
    agreement_signed: app.agreementSignedAt !== null,
    cheque_file_name: app.chequeFileName,
    submitted_at: app.submittedAt?.toISOString() ?? null,
    credit_allocated_cents: app.decidedCreditCents,
    net_days: app.decidedNetDays,
    decline_reason: app.declineReason,
    expires_at: app.expiresAt.toISOString(),
    created_at: app.createdAt.toISOString(),
  };
}
