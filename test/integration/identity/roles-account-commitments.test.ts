/**
 * What commits a pharmacy account to a wholesaler is its admin's call (issue 22, Trust round 3):
 * applying to a wholesaler for credit and net terms (and each step of the application), asking a
 * wholesaler for credit or terms (and withdrawing the ask), e-signing an agreement, and
 * registering as a p2p seller (which ends in the seller agreement). A member gets 403 with the
 * admin-role message, and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAgreement } from '../../../activities/esign/prepare-agreement.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { ADMIN_ROLE_REQUIRED } from '../../../domain/identity/roles.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
const MEMBER = PHARMACY.members!.find((m) => m.email === 'pharmacy.member@example.com')!;

let t: TestContext;
let member: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `roles-commitments-${randomUUID()}` });
  member = await t.login('pharmacy.member@example.com');
});
afterAll(() => t.close());

/** An agreement awaiting the member's own signature, as a workflow would prepare it. */
async function memberAgreement(): Promise<string> {
  const { documentId } = await prepareAgreement(
    { db: t.db, files: t.ports.files, now: () => new Date() },
    {
      accountId: PHARMACY.id,
      signerUserId: MEMBER.id,
      kind: 'wholesaler_agreement',
      subjectId: randomUUID(),
      workflowId: `roles-commitments:${randomUUID()}`,
      returnPath: '/pharmacy',
      title: 'Credit agreement',
      sections: [{ heading: 'Terms', body: 'Net 30.' }],
      fields: [{ label: 'Pharmacy', value: PHARMACY.name }],
    },
  );
  return documentId;
}

const counts = async () =>
  (
    await t.sql<{ applications: number; requests: number; signature_requests: number; signed: number }[]>`
      select (select count(*)::int from wholesaler_applications) as applications,
             (select count(*)::int from customer_requests) as requests,
             (select count(*)::int from signature_requests) as signature_requests,
             (select count(*)::int from signature_documents where status = 'signed') as signed`
  )[0];

async function expectAdminOnly(method: string, path: string, body?: unknown) {
  const response = await t.call(method, `/api/v1${path}`, { as: member, ...(body ? { body } : {}) });
  const answer = (await response.json()) as { message: string };
  expect(response.status, `${method} ${path}: ${answer.message}`).toBe(403);
  expect(answer.message).toBe(ADMIN_ROLE_REQUIRED);
}

describe('a pharmacy member', () => {
  it('cannot apply to a wholesaler for credit, nor fill in or submit an application', async () => {
    const before = await counts();
    await expectAdminOnly('POST', `/pharmacy/wholesalers/${SUPPLIER_ID}/apply`, {
      account_type: 'net_terms',
    });
    await expectAdminOnly('POST', `/pharmacy/wholesalers/applications/${randomUUID()}/details`, {});
    await expectAdminOnly('POST', `/pharmacy/wholesalers/applications/${randomUUID()}/voided_cheque`);
    expect(await counts()).toEqual(before);
  });

  it('cannot ask a wholesaler for credit or terms, nor withdraw such a request', async () => {
    const before = await counts();
    await expectAdminOnly('POST', `/wholesalers/${SUPPLIER_ID}/customer_requests`, {
      kind: 'credit_increase',
      credit_increase: true,
      credit_allocated: '90,000.00',
    });
    await expectAdminOnly('PATCH', `/customer_requests/${randomUUID()}/withdraw`);
    expect(await counts()).toEqual(before);
  });

  it('cannot e-sign an agreement for the account, even one addressed to them', async () => {
    const documentId = await memberAgreement();
    const before = await counts();
    await expectAdminOnly('POST', '/ajax/signature_requests', { document_ids: [documentId] });
    await expectAdminOnly('POST', `/ajax/signature_requests/${randomUUID()}/sign`, {
      mode: 'typed',
      typed_name: 'Mo Member',
      consent: true,
    });
    expect(await counts()).toEqual(before);
  });

  it('cannot register the account as a p2p seller (it ends in the seller agreement)', async () => {
    await expectAdminOnly('PUT', '/pharmacy/become_seller');
  });
});
