/**
 * The authorization matrix's rules for issue 12's part C: seller registration, licences that stay
 * valid, approved wholesalers and tax documents. Fixture rows never hold what another rule needs:
 * registrations and licence updates they insert are already decided (or belong to a fresh user or
 * licence), and their workflows are marked started so the stranded-workflow relay leaves them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { prepareAgreement } from '../../../activities/esign/prepare-agreement.ts';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import {
  accounts,
  licenceUpdates,
  pharmacyLicences,
  sellerRegistrations,
  supplierControlDocuments,
  supplierCustomers,
  taxDocuments,
  users,
} from '../../../db/schema/index.ts';
import { copyCutoffToWeekdays } from '../../../domain/seller-registration/shipping-cutoff.ts';
import { startSellerRegistration } from '../../../platform/temporal/seller-registrations.ts';
import {
  accountIdOf,
  KIND,
  ROLE_EMAIL,
  userIdOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n% matrix\n');
const KEYSTONE: Role = 'supplier';

async function storedPdf(folder: string) {
  const fileKey = newFileKey(folder, 'pdf');
  const sizeBytes = await t.ports.files.put(fileKey, PDF);
  return { fileKey, fileName: 'matrix.pdf', contentType: 'application/pdf', sizeBytes };
}

/** A registration (declined unless told) of the seller's account, or of `owner`, with one driver licence file. */
async function decidedRegistration(
  status: 'declined' | 'in_review' = 'declined',
  owner = { accountId: accountIdOf('seller'), userId: userIdOf('seller') },
) {
  const [row] = await t.db
    .insert(sellerRegistrations)
    .values({
      ...owner,
      status,
      sellerName: 'Matrix Seller',
      contactPhone: '(555) 010-0000',
      driverLicences: [await storedPdf('driver_licences')],
      cutoffs: copyCutoffToWeekdays('5:00'),
      workflowStartedAt: new Date(),
    })
    .returning();
  return row!;
}

/** A registration in review by a fresh pharmacy (so no other rule's registration is in its way), its workflow waiting for support. */
async function registrationInReview(): Promise<string> {
  const [account] = await t.db
    .insert(accounts)
    .values({ kind: 'pharmacy', name: `Matrix Pharmacy ${randomUUID().slice(0, 6)}` })
    .returning();
  const [user] = await t.db
    .insert(users)
    .values({
      accountId: account!.id,
      email: `matrix-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Matrix',
      lastName: 'Applicant',
    })
    .returning();
  const row = await decidedRegistration('in_review', { accountId: account!.id, userId: user!.id });
  await startSellerRegistration(t.temporal.client, t.env.temporal.taskQueue, {
    id: row.id,
    userId: user!.id,
    accountId: account!.id,
  });
  return row.id;
}

/** A declined registration whose seller agreement the seller signed through the e-signature routes. */
async function signedRegistration(): Promise<string> {
  const row = await decidedRegistration();
  const { documentId } = await prepareAgreement(
    { db: t.db, files: t.ports.files, now: () => new Date() },
    {
      accountId: row.accountId,
      signerUserId: row.userId,
      kind: 'seller_agreement',
      subjectId: row.id,
      workflowId: `matrix-${randomUUID()}`,
      returnPath: '/pharmacy/become_seller',
      title: 'Matrix agreement',
      sections: [{ heading: 'Terms', body: 'Matrix terms.' }],
      fields: [{ label: 'Pharmacy', value: 'Riverside Drug' }],
    },
  );
  const session = await t.login(ROLE_EMAIL.seller);
  const request = await t.call('POST', '/api/v1/ajax/signature_requests', {
    as: session,
    body: { document_ids: [documentId] },
  });
  const { signature_request_id } = (await request.json()) as { signature_request_id: string };
  await t.call('POST', `/api/v1/ajax/signature_requests/${signature_request_id}/sign`, {
    as: session,
    body: { mode: 'typed', typed_name: 'Matrix Signer', consent: true },
  });
  await t.db
    .update(sellerRegistrations)
    .set({ agreementDocumentId: documentId })
    .where(eq(sellerRegistrations.id, row.id));
  return row.id;
}

/** A licence of the account of `whose(role, scope)` (a fresh one, so no pending update blocks it). */
async function licenceOf(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return randomUUID();
  const [row] = await t.db
    .insert(pharmacyLicences)
    .values({
      accountId: accountIdOf(owner),
      kind: 'state',
      number: `MX-${randomUUID()}`,
      expiresOn: '2099-12-31',
    })
    .returning();
  return row!.id;
}

async function licenceUpdate(status: 'pending' | 'rejected'): Promise<string> {
  const licenceId = await licenceOf('seller', 'own');
  const file = await storedPdf('licences');
  const [row] = await t.db
    .insert(licenceUpdates)
    .values({
      licenceId,
      accountId: accountIdOf('seller'),
      newExpiresOn: '2100-12-31',
      fileName: file.fileName,
      fileKey: file.fileKey,
      contentType: file.contentType,
      status,
      createdByUserId: userIdOf('seller'),
    })
    .returning();
  return row!.id;
}

/** A control document of Keystone (which approves every demo pharmacy), or of a wholesaler approving nobody. */
async function controlDocument(scope: Scope): Promise<string> {
  let supplierAccountId = accountIdOf(KEYSTONE);
  if (scope === 'foreign') {
    const [stranger] = await t.db
      .insert(accounts)
      .values({ kind: 'supplier', name: `Matrix Wholesale ${randomUUID().slice(0, 6)}` })
      .returning();
    supplierAccountId = stranger!.id;
  }
  const file = await storedPdf('control_documents');
  const [row] = await t.db
    .insert(supplierControlDocuments)
    .values({ supplierAccountId, title: 'Matrix questionnaire', ...file })
    .returning();
  return row!.id;
}

/** The Keystone relationship of the account of `whose(role, scope)`. */
async function keystoneCustomerOf(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return randomUUID();
  const [row] = await t.db
    .select({ id: supplierCustomers.id })
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, accountIdOf(KEYSTONE)),
        eq(supplierCustomers.pharmacyAccountId, accountIdOf(owner)),
      ),
    );
  return row?.id ?? randomUUID();
}

async function taxDocumentOf(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return randomUUID();
  const file = await storedPdf('tax_documents');
  const [row] = await t.db
    .insert(taxDocuments)
    .values({ accountId: accountIdOf(owner), kind: 'resale', ...file })
    .returning();
  return row!.id;
}

function becomeSellerForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    seller_name: 'Matrix Seller',
    contact_phone: '(555) 010-0000',
    same_cutoff_for_all: '1',
    same_cutoff_time: '5:00',
  }))
    form.set(name, value);
  form.set('driver_license_photo[]', new Blob([PDF]), 'licence.pdf');
  return form;
}

function licenceForm() {
  const form = new FormData();
  form.set('expires_on', '2100-01-01');
  form.set('file', new Blob([PDF]), 'licence.pdf');
  return form;
}

function taxForm() {
  const form = new FormData();
  form.set('kind', 'tax_exempt');
  form.set('file', new Blob([PDF]), 'exempt.pdf');
  return form;
}

/** Seller registration, licences, approved wholesalers and tax documents (issue 12, part C). */
export const SELLER_RULES: Record<string, RouteRule> = {
  'GET /api/v1/pharmacy/become_seller': { access: ['pharmacy'] },
  // It ends in the seller agreement, which only the account's admin signs (issue 22).
  'PUT /api/v1/pharmacy/become_seller': {
    access: ['pharmacy'],
    role: 'admin',
    sample: () => ({ body: becomeSellerForm() }),
  },
  'GET /api/v1/support/seller_registrations': { access: ['support'] },
  'GET /api/v1/support/seller_registrations/:id/driver_licences/:index': {
    access: ['support'],
    params: async () => ({ id: (await decidedRegistration()).id, index: '0' }),
  },
  'GET /api/v1/support/seller_registrations/:id/agreement': {
    access: ['support'],
    params: async (role) => ({ id: KIND[role] === 'support' ? await signedRegistration() : randomUUID() }),
  },
  'POST /api/v1/support/seller_registrations/:id/decision': {
    access: ['support'],
    params: async (role) => ({ id: KIND[role] === 'support' ? await registrationInReview() : randomUUID() }),
    body: { decision: 'decline', reason: 'Matrix decline' },
  },
  'GET /api/v1/pharmacy/licences': { access: ['pharmacy'] },
  'POST /api/v1/pharmacy/licences/:id/updates': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({ params: { id: await licenceOf(role, scope) }, body: licenceForm() }),
  },
  'GET /api/v1/support/licence_updates': { access: ['support'] },
  'GET /api/v1/support/licence_updates/:id/document': {
    access: ['support'],
    params: async (role) => ({
      id: KIND[role] === 'support' ? await licenceUpdate('rejected') : randomUUID(),
    }),
  },
  'POST /api/v1/support/licence_updates/:id/decision': {
    access: ['support'],
    params: async (role) => ({
      id: KIND[role] === 'support' ? await licenceUpdate('pending') : randomUUID(),
    }),
    body: { decision: 'approve' },
  },
  'GET /api/v1/pharmacy/wholesalers/approved': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/wholesalers/load_control_document': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (_role, scope) => ({ query: { id: await controlDocument(scope) } }),
  },
  'PATCH /api/v1/wholesalers/location_changed_ack/:id/update': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await keystoneCustomerOf(role, scope) }),
    body: {},
  },
  'POST /api/v1/wholesalers/:id/accessed_external_form': {
    access: ['pharmacy'],
    scoped: true,
    params: (role, scope) => ({
      id: scope === 'own' ? accountIdOf(KEYSTONE) : accountIdOf(whose(role, 'foreign')),
    }),
    body: {},
  },
  'GET /api/v1/pharmacy/documents/load_document_form': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/tax_documents': { access: ['pharmacy'] },
  'POST /api/v1/pharmacy/tax_documents': { access: ['pharmacy'], sample: () => ({ body: taxForm() }) },
  'GET /api/v1/pharmacy/tax_documents/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await taxDocumentOf(role, scope) }),
  },
  'DELETE /api/v1/pharmacy/tax_documents/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await taxDocumentOf(role, scope) }),
  },
};
