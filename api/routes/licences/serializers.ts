/** A renewed-licence update as the API answers it. */
import type { z } from 'zod';
import type { LicenceUpdateView } from '../../../db/queries/licence-updates.ts';
import type { LicenceUpdateSchema } from './schemas.ts';

export function serializeLicenceUpdate(view: LicenceUpdateView): z.infer<typeof LicenceUpdateSchema> {
  const u = view.update;
  return {
    id: u.id,
    licence_id: u.licenceId,
    pharmacy_name: view.pharmacyName,
    licence_kind: view.kind,
    licence_number: view.number,
    state_code: view.stateCode,
    current_expires_on: view.expiresOn,
    new_expires_on: u.newExpiresOn,
    file_name: u.fileName,
    status: u.status,
    reject_reason: u.rejectReason,
    created_at: u.createdAt.toISOString(),
  };
}
