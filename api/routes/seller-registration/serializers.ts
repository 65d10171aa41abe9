/** A seller registration as the API answers it. */
import type { z } from 'zod';
import type { SellerRegistrationView } from '../../../db/queries/seller-registrations.ts';
import type { SellerRegistrationSchema } from './schemas.ts';

/** The registration with its files listed by position (their keys stay on the server). */
export function serializeSellerRegistration(
  view: SellerRegistrationView,
): z.infer<typeof SellerRegistrationSchema> {
  const r = view.registration;
  return {
    id: r.id,
    status: r.status,
    pharmacy_name: view.pharmacyName,
    applicant_email: view.applicantEmail,
    seller_name: r.sellerName,
    contact_phone: r.contactPhone,
    driver_licence_emailed: r.driverLicenceEmailed,
    driver_licences: r.driverLicences.map((f, index) => ({
      index,
      file_name: f.fileName,
      size_bytes: f.sizeBytes,
    })),
    cutoffs: r.cutoffs,
    agreement_document_id: r.agreementDocumentId,
    signed_at: r.signedAt?.toISOString() ?? null,
    decline_reason: r.declineReason,
    decided_at: r.decidedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
