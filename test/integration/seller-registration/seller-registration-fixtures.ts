/**
 * What the seller-registration tests share: the become-seller form as the browser posts it, and
 * the registration workflow's state read until it has prepared the agreement or reached a status.
 */
import {
  sellerRegistrationStateQuery,
  sellerRegistrationWorkflowId,
} from '../../../workflows/seller-registration/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';

export const LICENCE_PDF = new TextEncoder().encode('%PDF-1.4\n% driver licence\n');

/** The become-seller form: every field valid (one cut-off for all days) unless overridden. */
export function registrationForm(
  overrides: Record<string, string> = {},
  files: [Uint8Array, string][] = [[LICENCE_PDF, 'licence.pdf']],
) {
  const body = new FormData();
  const fields = {
    seller_name: 'Riverside Drug Resale',
    contact_phone: '(555) 010-2000',
    email_driver_license_photo: '0',
    same_cutoff_for_all: '1',
    same_cutoff_time: '5:00',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const [bytes, name] of files) body.append('driver_license_photo[]', new Blob([bytes]), name);
  return body;
}

export const submitRegistration = (t: TestContext, as: Credentials, body: FormData) =>
  t.call('PUT', '/api/v1/pharmacy/become_seller', { as, body });

/** The workflow's state, or null while its query cannot be answered (a busy worker, CI's load). */
export async function registrationStateOf(t: TestContext, userId: string) {
  try {
    return await t.temporal.client.workflow
      .getHandle(sellerRegistrationWorkflowId(userId))
      .query(sellerRegistrationStateQuery);
  } catch {
    return null;
  }
}

/** The agreement the workflow prepared for signature, once it has. */
export async function agreementOf(t: TestContext, userId: string): Promise<string> {
  for (let i = 0; i < 300; i += 1) {
    const agreementDocumentId = (await registrationStateOf(t, userId))?.agreementDocumentId;
    if (agreementDocumentId) return agreementDocumentId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the seller agreement was never prepared');
}

export async function waitForRegistrationStatus(t: TestContext, userId: string, status: string) {
  for (let i = 0; i < 300; i += 1) {
    if ((await registrationStateOf(t, userId))?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`registration never reached ${status}`);
}
