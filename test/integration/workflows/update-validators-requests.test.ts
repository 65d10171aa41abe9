/**
 * The request workflows' update validators refuse on their own (issue 21: the suite sent bad moves
 * through the API, which checks first, so a validator emptied of its check went unseen). Each bad
 * update goes straight to the running workflow with the Temporal client: a customer request, a
 * wholesaler application, an audit. See update-validators-fixtures.ts for what "refused" means.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { customerRequests, wholesalerApplications } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { wholesalerApplicationWorkflowId } from '../../../domain/wholesaler-applications/applications.ts';
import {
  auditStateQuery,
  auditWorkflowId,
  markCompleteUpdate,
  sendRequiredDetailsUpdate,
} from '../../../workflows/audits/messages.ts';
import {
  customerRequestStateQuery,
  customerRequestWorkflowId,
  decideCustomerRequestUpdate,
  withdrawCustomerRequestUpdate,
} from '../../../workflows/customer-requests/messages.ts';
import {
  attachVoidedChequeUpdate,
  decideApplicationUpdate,
  saveApplicationDetailsUpdate,
  wholesalerApplicationStateQuery,
} from '../../../workflows/wholesaler-applications/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { openAudit, snapshotAudit } from '../audits/audits-fixtures.ts';
import { CALM, PHARMACY, requestsClient } from '../customer-requests/customer-requests-fixtures.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';
import { submittedApplication } from '../wholesaler-applications/wholesaler-applications-fixtures.ts';
import { expectValidatorRefuses, waitUntilLoaded, type BadUpdate } from './update-validators-fixtures.ts';

const BLUEGRASS_USER = DEMO_ACCOUNTS.find((a) => a.id === SUPPLIER2_ID)!.user.id;
const RIVERSIDE = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

let t: TestContext;
let pharmacy: Credentials;
let stop: () => Promise<void>;

beforeAll(async () => {
  // One world for the three areas: their fixtures take the context; the signature is re-read each second.
  t = await createTestContext({
    taskQueue: `update-validators-requests-${crypto.randomUUID()}`,
    env: { SIGNATURE_RECHECK_SECONDS: '1' },
  });
  t.env.customerRequests = { ...CALM };
  ({ stop } = await startWorker(t));
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  await stop();
  await t.close();
});

/** Sends every bad update of a table to one running workflow, each refused with nothing changed. */
async function refuseAll(workflowId: string, table: BadUpdate[], snapshot: () => Promise<unknown>) {
  await waitUntilLoaded(t, workflowId);
  for (const bad of table) await expectValidatorRefuses(t, workflowId, bad, snapshot);
}

describe('update validators refuse a bad update sent straight to the workflow (issue 21)', () => {
  it('a customer request refuses another supplier’s decision and another pharmacy’s withdrawal', async () => {
    const asked = await requestsClient(t).ask(pharmacy, { kind: 'eom_change', net_days: 60 });
    const { request } = (await asked.json()) as { request: { id: string } };
    const workflowId = customerRequestWorkflowId(request.id);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    await refuseAll(
      workflowId,
      [
        {
          what: 'Bluegrass deciding Keystone’s request',
          update: decideCustomerRequestUpdate,
          input: { supplierAccountId: SUPPLIER2_ID, userId: BLUEGRASS_USER, decision: 'approved' },
          code: 'RESOURCE_NOT_FOUND',
        },
        {
          what: 'Riverside withdrawing the demo pharmacy’s request',
          update: withdrawCustomerRequestUpdate,
          input: { pharmacyAccountId: RIVERSIDE.id, userId: RIVERSIDE.user.id },
          code: 'RESOURCE_NOT_FOUND',
        },
      ],
      async () => ({
        state: await handle.query(customerRequestStateQuery),
        row: (await t.db.select().from(customerRequests).where(eq(customerRequests.id, request.id)))[0],
      }),
    );
  });

  it('a submitted wholesaler application refuses new details, a second cheque and another wholesaler’s decision', async () => {
    const { applicant, id } = await submittedApplication(t, 'Validator Applicant');
    const workflowId = wholesalerApplicationWorkflowId(applicant.id, SUPPLIER_ID);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    const cheque = { fileKey: 'x', fileName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 1 };
    await refuseAll(
      workflowId,
      [
        {
          what: 'details saved after submission',
          update: saveApplicationDetailsUpdate,
          input: { pharmacyAccountId: applicant.id, userId: PHARMACY.user.id, details: {} },
          code: 'RESOURCE_CONFLICT',
        },
        {
          what: 'another pharmacy’s cheque',
          update: attachVoidedChequeUpdate,
          input: { pharmacyAccountId: PHARMACY.id, cheque },
          code: 'RESOURCE_NOT_FOUND',
        },
        {
          what: 'Bluegrass approving Keystone’s application',
          update: decideApplicationUpdate,
          input: {
            supplierAccountId: SUPPLIER2_ID,
            userId: BLUEGRASS_USER,
            decision: 'approved',
            creditCents: 100_000,
            netDays: 30,
          },
          code: 'RESOURCE_NOT_FOUND',
        },
      ],
      async () => ({
        state: await handle.query(wholesalerApplicationStateQuery),
        row: (await t.db.select().from(wholesalerApplications).where(eq(wholesalerApplications.id, id)))[0],
      }),
    );
  });

  it('an audit refuses another wholesaler’s answer and its completion', async () => {
    const audit = await openAudit(t, pharmacy);
    const workflowId = auditWorkflowId(audit.id);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    const bluegrass = { actor: { accountId: SUPPLIER2_ID, userId: BLUEGRASS_USER } };
    await refuseAll(
      workflowId,
      [
        {
          what: 'Bluegrass sending the details of Keystone’s audit',
          update: sendRequiredDetailsUpdate,
          input: bluegrass,
          code: 'AUDIT_WRONG_PARTY',
        },
        {
          what: 'Bluegrass completing Keystone’s audit',
          update: markCompleteUpdate,
          input: bluegrass,
          code: 'AUDIT_WRONG_PARTY',
        },
      ],
      async () => ({ state: await handle.query(auditStateQuery), rows: await snapshotAudit(t, audit.id) }),
    );
  });
});
