/**
 * `pharmacy applications list|approve|decline` (issue 12, CLI) against a real API process and worker
 * process: Keystone lists a submitted application and approves it with credit and net terms
 * through the application's workflow; approving again exits non-zero with the server's message.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import { supplierCustomers } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { demoApi, httpSender } from '../../../scripts/lib/demo-history/api.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { createOwnPharmacy } from '../../harness/own-pharmacy.ts';
import { DETAILS } from '../wholesaler-applications/wholesaler-applications-fixtures.ts';

let stack: CliStack;
let applicantId: string;
let applicationId: string;

type App = { id: string; agreement_document_id: string; agreement_signed: boolean };

beforeAll(async () => {
  stack = await startCliStack('cli-applications');
  const own = await createOwnPharmacy(stack.database.db, 'Cli Applicant', {
    withLocation: true,
    suppliers: [SUPPLIER2_ID],
  });
  applicantId = own.id;
  const http = demoApi(httpSender(stack.apiUrl));
  const as = await http.login(own.email);
  const base = '/api/v1/pharmacy/wholesalers';
  const { applications } = await http.call<{ applications: App[] }>(
    as,
    'POST',
    `${base}/${SUPPLIER_ID}/apply`,
    {
      account_type: 'net_terms',
    },
  );
  applicationId = applications[0]!.id;
  const { application } = await http.call<{ application: App }>(
    as,
    'POST',
    `${base}/applications/${applicationId}/details`,
    DETAILS,
  );
  const request = await http.call<{ signature_request_id: string }>(
    as,
    'POST',
    '/api/v1/ajax/signature_requests',
    {
      document_ids: [application.agreement_document_id],
    },
  );
  await http.call(as, 'POST', `/api/v1/ajax/signature_requests/${request.signature_request_id}/sign`, {
    mode: 'typed',
    typed_name: 'Cli Applicant',
    consent: true,
  });
  for (let i = 0; i < 150; i++) {
    const read = await http.call<{ application: App }>(as, 'GET', `${base}/applications/${applicationId}`);
    if (read.application.agreement_signed) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await http.upload(as, `${base}/applications/${applicationId}/voided_cheque`, {
    name: 'cheque.pdf',
    bytes: await renderTextPdf([['VOID']]),
  });
  const login = await stack.cli(['login', '--email', 'supplier@example.com'], {
    input: `${DEMO_PASSWORD}\n`,
    config: 'supplier',
  });
  expect(login.code, login.stderr).toBe(0);
}, 180_000);
afterAll(() => stack?.close());

describe('pharmacy applications', () => {
  it('lists the submitted application and approves it with $5,000.00 on net 30', async () => {
    const list = await stack.cli(['applications', 'list', '--json'], { config: 'supplier' });
    expect(list.code, list.stderr).toBe(0);
    const ids = (JSON.parse(list.stdout) as { data: { id: string }[] }).data.map((a) => a.id);
    expect(ids).toContain(applicationId);
    const approve = [
      'applications',
      'approve',
      applicationId,
      '--credit-allocated',
      '5000.00',
      '--net-days',
      '30',
      '--yes',
    ];
    const approved = await stack.cli(approve, { config: 'supplier' });
    expect(approved.code, approved.stderr).toBe(0);
    const [customer] = await stack.database.db
      .select()
      .from(supplierCustomers)
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, applicantId),
          eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        ),
      );
    expect(customer).toMatchObject({ status: 'approved', creditAllocatedCents: 500_000, netDays: 30 });
    const again = await stack.cli(approve, { config: 'supplier' });
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('already approved');
  });
});
