/** The authorization matrix's rules for the e-signature and wholesaler applications (issue 12). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openSignatureRequest } from '../../../services/esign/signature-requests.ts';
import { signRequestDocuments } from '../../../services/esign/sign-documents.ts';
import { prepareAgreement } from '../../../activities/esign/prepare-agreement.ts';
import {
  accounts,
  states,
  supplierLicensedStates,
  wholesalerApplications,
} from '../../../db/schema/index.ts';
import { startWholesalerApplication } from '../../../platform/temporal/wholesaler-applications.ts';
import {
  accountIdOf,
  KIND,
  userIdOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

const deps = () => ({ db: t.db, files: t.ports.files, now: () => new Date() });
const DAY = 24 * 60 * 60 * 1000;

/** A new account of `kind` (a wholesaler to apply to, or an applicant), so pairs never collide. */
async function freshAccount(kind: 'supplier' | 'pharmacy'): Promise<string> {
  const [row] = await t.db
    .insert(accounts)
    .values({ kind, name: `Matrix ${kind} ${randomUUID().slice(0, 8)}` })
    .returning({ id: accounts.id });
  return row!.id;
}

/** A new wholesaler licensed in every state, so any pharmacy may apply to it. */
async function freshLicensedSupplier(): Promise<string> {
  const id = await freshAccount('supplier');
  const all = await t.db.select({ id: states.id }).from(states);
  await t.db
    .insert(supplierLicensedStates)
    .values(all.map((s) => ({ supplierAccountId: id, stateId: s.id })));
  return id;
}

/** An agreement awaiting the signature of `role`'s user (a pharmacy's), or a random id. */
async function documentOf(role: Role): Promise<string> {
  if (KIND[role] !== 'pharmacy') return randomUUID();
  const { documentId } = await prepareAgreement(deps(), {
    accountId: accountIdOf(role),
    signerUserId: userIdOf(role),
    kind: 'wholesaler_agreement',
    subjectId: randomUUID(),
    workflowId: `matrix-esign:${randomUUID()}`,
    returnPath: '/pharmacy',
    title: 'Matrix agreement',
    sections: [{ heading: 'Terms', body: 'Matrix terms.' }],
    fields: [{ label: 'Pharmacy', value: role }],
  });
  return documentId;
}

async function requestOf(role: Role): Promise<string> {
  if (KIND[role] !== 'pharmacy') return randomUUID();
  const documentId = await documentOf(role);
  const request = await openSignatureRequest(t.db, {
    accountId: accountIdOf(role),
    signerUserId: userIdOf(role),
    documentIds: [documentId],
    now: new Date(),
  });
  return request.id;
}

async function signedDocumentOf(role: Role): Promise<string> {
  if (KIND[role] !== 'pharmacy') return randomUUID();
  const requestId = await requestOf(role);
  const { signed } = await signRequestDocuments(deps(), {
    accountId: accountIdOf(role),
    requestId,
    signature: { mode: 'typed', typed_name: 'Matrix Signer', consent: true },
    visitor: { userId: userIdOf(role), ip: null, userAgent: null },
  });
  return signed[0]!.documentId;
}

const own = (role: Role, scope: Scope) => whose(role, scope);

/**
 * An application of `role`'s account: a pharmacy's draft (details saved and the agreement signed
 * when `ready`) to a fresh wholesaler, or a submitted one to a supplier from a fresh applicant.
 * `live` starts its workflow, so the caller's own move succeeds.
 */
async function applicationOf(role: Role, options: { ready?: boolean; live?: boolean } = {}): Promise<string> {
  const kind = KIND[role];
  if (kind !== 'pharmacy' && kind !== 'supplier') return randomUUID();
  const pharmacyAccountId = kind === 'pharmacy' ? accountIdOf(role) : await freshAccount('pharmacy');
  const supplierAccountId = kind === 'supplier' ? accountIdOf(role) : await freshAccount('supplier');
  const submitted = kind === 'supplier';
  const ready = submitted || options.ready === true;
  const [row] = await t.db
    .insert(wholesalerApplications)
    .values({
      pharmacyAccountId,
      supplierAccountId,
      applicantUserId: kind === 'pharmacy' ? userIdOf(role) : userIdOf('pharmacy'),
      accountType: 'net_terms',
      status: submitted ? 'submitted' : 'draft',
      details: ready ? { business_legal_name: 'Matrix Applicant' } : null,
      agreementSignedAt: ready ? new Date() : null,
      submittedAt: submitted ? new Date() : null,
      expiresAt: new Date(Date.now() + DAY),
      workflowStartedAt: new Date(),
    })
    .returning();
  if (options.live)
    await startWholesalerApplication(t.temporal.client, t.env.temporal.taskQueue, row!, { expiryMs: DAY });
  return row!.id;
}

/** A submitted application to `role`'s wholesaler whose agreement its (fresh) applicant signed. */
async function signedApplicationOf(role: Role): Promise<string> {
  const id = await applicationOf(role);
  if (KIND[role] !== 'supplier') return id;
  const documentId = await signedDocumentOf('seller');
  await t.db
    .update(wholesalerApplications)
    .set({ agreementDocumentId: documentId })
    .where(eq(wholesalerApplications.id, id));
  return id;
}

const DETAILS = {
  business_legal_name: 'Matrix Pharmacy LLC',
  email: 'matrix@pharmacy.example',
  mobile: '(555) 555-0100',
  address: '1 Main St',
  city: 'Austin',
  zip: '78701',
  state_id: 44,
  dea_number: 'AB1234563',
  dea_expiry: '2035-01-01',
  state_license_num: 'TX-1',
  state_license_expiry: '2035-01-01',
  federal_tax_id: '12-3456789',
  part_of_a_gpo: 'No',
};

function chequeUpload() {
  const form = new FormData();
  form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n% matrix cheque\n')]), 'cheque.pdf');
  return form;
}

const live = (role: Role, scope: Scope, ready: boolean) =>
  applicationOf(own(role, scope), { ready, live: scope === 'own' });

export const ESIGN_RULES: Record<string, RouteRule> = {
  // Agreements bind the account: opening and signing them are its admin's (issue 22).
  'POST /api/v1/ajax/signature_requests': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    sample: async (role, scope) => ({ body: { document_ids: [await documentOf(own(role, scope))] } }),
  },
  'GET /api/v1/ajax/signing_document': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({ query: { document_ids: await documentOf(own(role, scope)) } }),
  },
  'GET /api/v1/ajax/signature_requests/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await requestOf(own(role, scope)) }),
  },
  'POST /api/v1/ajax/signature_requests/:id/sign': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    // The own request awaits the caller's own signature.
    params: async (role, scope) => ({
      id: scope === 'own' ? await requestOf(role) : await requestOf(own(role, scope)),
    }),
    body: { mode: 'typed', typed_name: 'Matrix Signer', consent: true },
  },
  'GET /api/v1/ajax/signature_documents/:id/original': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await documentOf(own(role, scope)) }),
  },
  'GET /api/v1/ajax/signature_documents/:id/signed': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await signedDocumentOf(own(role, scope)) }),
  },
  'GET /api/v1/pharmacy/wholesalers/applications': { access: ['pharmacy'] },
  // Applying names wholesalers, not the caller's objects: a fresh one each time, licensed where the
  // caller is, so it succeeds.
  // Applying asks for credit and terms for the account: its admin's call (issue 22).
  'POST /api/v1/pharmacy/wholesalers/:ids/apply': {
    access: ['pharmacy'],
    role: 'admin',
    params: async () => ({ ids: await freshLicensedSupplier() }),
    body: { account_type: 'net_terms' },
  },
  'GET /api/v1/pharmacy/wholesalers/applications/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await applicationOf(own(role, scope)) }),
  },
  'POST /api/v1/pharmacy/wholesalers/applications/:id/details': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({ id: await live(role, scope, false) }),
    body: DETAILS,
  },
  'POST /api/v1/pharmacy/wholesalers/applications/:id/voided_cheque': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    sample: async (role, scope) => ({ params: { id: await live(role, scope, true) }, body: chequeUpload() }),
  },
  'GET /api/v1/suppliers/customers/applications': { access: ['supplier'] },
  'GET /api/v1/suppliers/customers/customer_application': {
    access: ['supplier'],
    scoped: true,
    sample: async (role, scope) => ({
      query: { customer_request_id: await applicationOf(own(role, scope)) },
    }),
  },
  'GET /api/v1/suppliers/customers/applications/:id/agreement': {
    access: ['supplier'],
    scoped: true,
    params: async (role, scope) => ({ id: await signedApplicationOf(own(role, scope)) }),
  },
  'PATCH /api/v1/suppliers/customers/applications/:id/approve': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({ id: await live(role, scope, true) }),
    body: { credit_allocated: '1000.00', net_days: 30 },
  },
  'PATCH /api/v1/suppliers/customers/applications/:id/decline': {
    access: ['supplier'],
    scoped: true,
    params: async (role, scope) => ({ id: await live(role, scope, true) }),
    body: { reason: 'Matrix decline' },
  },
};
