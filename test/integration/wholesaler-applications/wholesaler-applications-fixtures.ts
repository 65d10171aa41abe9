/** What the wholesaler-application tests share: a context with a worker, a new applicant pharmacy, and the wizard's calls. */
import { randomUUID } from 'node:crypto';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import type { ApplicationAccountType } from '../../../domain/wholesaler-applications/applications.ts';
import { createOwnPharmacy } from '../../harness/own-pharmacy.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

export const KEYSTONE_ID = SUPPLIER_ID;

export const DETAILS = {
  business_legal_name: 'Applicant Pharmacy LLC',
  email: 'owner@applicant.example',
  mobile: '(555) 555-0100',
  address: '100 Congress Ave',
  city: 'Austin',
  zip: '78701',
  state_id: 44,
  dea_number: 'AB1234563',
  dea_expiry: '2035-01-01',
  state_license_num: 'TX-12345',
  state_license_expiry: '2035-01-01',
  federal_tax_id: '12-3456789',
  part_of_a_gpo: 'No',
};

export type Answer<T = Record<string, unknown>> = { status: number; body: T };
export type App = {
  id: string;
  status: string;
  step: number;
  agreement_document_id: string | null;
  agreement_signed: boolean;
};

export async function call<T = Record<string, unknown>>(
  t: TestContext,
  method: string,
  path: string,
  as: Credentials,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await t.call(method, `/api/v1${path}`, { as, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, body: (text && text.startsWith('{') ? JSON.parse(text) : null) as T };
}

/** A context on its own queue with a worker (the signature re-read every second), Keystone logged in. */
export async function openApplicationsContext(queue: string) {
  const t = await createTestContext({
    taskQueue: `${queue}-${randomUUID()}`,
    env: { SIGNATURE_RECHECK_SECONDS: '1' },
  });
  const worker = await startWorker(t);
  return {
    t,
    keystone: await t.login('supplier@example.com'),
    bluegrass: await t.login('supplier2@example.com'),
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

/** A new pharmacy that does not buy from Keystone yet, logged in. */
export async function newApplicant(t: TestContext, name = 'Applicant Pharmacy') {
  const own = await createOwnPharmacy(t.db, name, { withLocation: true, suppliers: [SUPPLIER2_ID] });
  return { id: own.id, as: await t.login(own.email) };
}

export async function apply(
  t: TestContext,
  as: Credentials,
  supplierId = KEYSTONE_ID,
  accountType: ApplicationAccountType = 'net_terms',
) {
  return call<{ applications: App[] }>(t, 'POST', `/pharmacy/wholesalers/${supplierId}/apply`, as, {
    account_type: accountType,
  });
}

export async function readApplication(t: TestContext, as: Credentials, id: string) {
  return (await call<{ application: App }>(t, 'GET', `/pharmacy/wholesalers/applications/${id}`, as)).body
    .application;
}

/** Signs the application's agreement on the signing page's calls (typed). */
export async function signAgreement(t: TestContext, as: Credentials, documentId: string) {
  const request = await call<{ signature_request_id: string }>(t, 'POST', '/ajax/signature_requests', as, {
    document_ids: [documentId],
  });
  return call(t, 'POST', `/ajax/signature_requests/${request.body.signature_request_id}/sign`, as, {
    mode: 'typed',
    typed_name: 'Pat Applicant',
    consent: true,
  });
}

/** Waits until the workflow recorded the signature (the wizard's step 3). */
export async function waitForSigned(t: TestContext, as: Credentials, id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const app = await readApplication(t, as, id);
    if (app.agreement_signed) return app;
    if (Date.now() > until) throw new Error(`application ${id} never recorded its signature`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function uploadCheque(
  t: TestContext,
  as: Credentials,
  id: string,
  bytes = new TextEncoder().encode('%PDF-1.4\n% voided cheque\n'),
) {
  const form = new FormData();
  form.set('file', new Blob([bytes]), 'voided-cheque.pdf');
  return t.call('POST', `/api/v1/pharmacy/wholesalers/applications/${id}/voided_cheque`, { as, body: form });
}

/** Applies to Keystone, saves the details, signs, uploads the cheque: a submitted application. */
export async function submittedApplication(
  t: TestContext,
  name?: string,
  cheque?: Uint8Array<ArrayBuffer>,
  accountType: ApplicationAccountType = 'net_terms',
) {
  const applicant = await newApplicant(t, name);
  const app = (await apply(t, applicant.as, KEYSTONE_ID, accountType)).body.applications[0]!;
  const saved = await call<{ application: App }>(
    t,
    'POST',
    `/pharmacy/wholesalers/applications/${app.id}/details`,
    applicant.as,
    DETAILS,
  );
  await signAgreement(t, applicant.as, saved.body.application.agreement_document_id!);
  await waitForSigned(t, applicant.as, app.id);
  const uploaded = await uploadCheque(t, applicant.as, app.id, cheque);
  if (uploaded.status !== 200) throw new Error(`cheque refused: ${uploaded.status} ${await uploaded.text()}`);
  return { applicant, id: app.id, documentId: saved.body.application.agreement_document_id! };
}
