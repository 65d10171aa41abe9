/**
 * The wholesaler's side of applications (issue 12, supplier-side §7): the applications it
 * received, the whole application as one PDF (`customer_application?customer_request_id=`), and
 * its decision, a validated update of the application's workflow: approval (credit and net days,
 * validated like PATCH customers) makes the pharmacy its customer; a decline carries a reason.
 * Another wholesaler's application is 404 before Temporal is asked.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { readVerified } from '../../../services/esign/verified-download.ts';
import { applicationPdf } from '../../../services/wholesaler-applications/application-pdf.ts';
import { findApplication, listSupplierApplications } from '../../../db/queries/wholesaler-applications.ts';
import { signatureDocuments } from '../../../db/schema/index.ts';
import { assertNetDays } from '../../../domain/customer-requests/requests.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import {
  APPLICATION_MESSAGES,
  type ApplicationDecision,
  assertApprovalTermsFit,
  readApprovalCredit,
} from '../../../domain/wholesaler-applications/applications.ts';
import { updateWholesalerApplication } from '../../../platform/temporal/wholesaler-applications.ts';
import { decideApplicationUpdate } from '../../../workflows/wholesaler-applications/messages.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { sendPdf, visitorOf } from '../esign/answers.ts';
import {
  ApplicationListSchema,
  ApplicationQuery,
  ApproveBody,
  DeclineBody,
  IdParam,
  StepAnswerSchema,
} from './schemas.ts';
import { serializeApplication } from './serializers.ts';

const area = 'wholesaler-applications';
const access = ['supplier'] as const;

const listRoute = defineRoute({
  method: 'get',
  path: '/suppliers/customers/applications',
  area,
  access,
  summary: 'The customer applications the wholesaler received (submitted or decided), newest first',
  responses: { 200: jsonContent(ApplicationListSchema, 'The applications') },
});

const pdfRoute = defineRoute({
  method: 'get',
  path: '/suppliers/customers/customer_application',
  area,
  access,
  summary: 'The whole application as one PDF: its data, the signed agreement and the voided cheque',
  request: { query: ApplicationQuery },
  responses: { 200: fileContent('application/pdf', 'The application PDF') },
  problems: [404, 409],
});

const agreementRoute = defineRoute({
  method: 'get',
  path: '/suppliers/customers/applications/{id}/agreement',
  area,
  access,
  summary: 'The signed agreement of an application, verified against its recorded SHA-256',
  request: { params: IdParam },
  responses: { 200: fileContent('application/pdf', 'The signed agreement') },
  problems: [404, 409],
});

const decision = <B extends typeof ApproveBody | typeof DeclineBody>(
  verdict: 'approve' | 'decline',
  body: B,
) =>
  defineRoute({
    method: 'patch',
    path: `/suppliers/customers/applications/{id}/${verdict}`,
    area,
    access,
    // Approval gives credit (money-moving, as for customer requests).
    ...(verdict === 'approve' ? { role: 'admin' as const } : {}),
    summary: verdict === 'approve' ? 'Approve with credit and net terms' : 'Decline with a reason',
    request: { params: IdParam, body },
    responses: { 200: jsonContent(StepAnswerSchema, 'Decided') },
    problems: [404, 409, 422, 503],
  });

async function ownApplication(c: Context<AppEnv>, id: string) {
  const found = await findApplication(c.get('deps').db, 'supplier', c.get('caller').account.id, id);
  if (!found || found.application.status === 'draft') throw notFound(APPLICATION_MESSAGES.notFound);
  return found;
}

type Found = Awaited<ReturnType<typeof ownApplication>>;
type Given = Omit<ApplicationDecision, 'supplierAccountId' | 'userId'>;

/** The decision, given what the application is (an approval's terms depend on its account type). */
async function decide(c: Context<AppEnv>, id: string, givenFor: (found: Found) => Given) {
  const caller = c.get('caller');
  const found = await ownApplication(c, id);
  if (found.application.status !== 'submitted')
    throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.decided(found.application.status));
  const given = givenFor(found);
  await updateWholesalerApplication(
    c.get('deps').temporal,
    found.application,
    decideApplicationUpdate,
    { supplierAccountId: caller.account.id, userId: caller.user.id, ...given },
    { updateId: updateIdOf(c, `decide-application:${id}`) },
  );
  const after = await ownApplication(c, id);
  const message =
    given.decision === 'approved' ? APPLICATION_MESSAGES.approved : APPLICATION_MESSAGES.declined;
  return c.json({ status: 'success' as const, message, application: serializeApplication(after) }, 200);
}

export const supplierApplicationRoutes = createRouter();

addRoute(supplierApplicationRoutes, listRoute, async (c) => {
  const rows = await listSupplierApplications(c.get('deps').db, c.get('caller').account.id);
  return c.json({ data: rows.map(serializeApplication) }, 200);
});

addRoute(supplierApplicationRoutes, pdfRoute, async (c) => {
  const { db, ports, now } = c.get('deps');
  const found = await ownApplication(c, c.req.valid('query').customer_request_id);
  const bytes = await applicationPdf({ db, files: ports.files, now }, found, visitorOf(c));
  return sendPdf(c, bytes, `customer-application-${found.application.id}.pdf`);
});

addRoute(supplierApplicationRoutes, agreementRoute, async (c) => {
  const { db, ports, now } = c.get('deps');
  const found = await ownApplication(c, c.req.valid('param').id);
  const documentId = found.application.agreementDocumentId;
  const [doc] = documentId
    ? await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId))
    : [];
  if (!doc?.signedKey) throw notFound('Signed agreement');
  const bytes = await readVerified({ db, files: ports.files, now }, doc, 'signed', visitorOf(c));
  return sendPdf(c, bytes, `agreement-${found.application.id}.pdf`);
});

/** The credit in cents, or a 422 naming credit_allocated (absent: none given). */
function approvalCreditOf(text: string | number | undefined): number | undefined {
  if (text === undefined) return undefined;
  const credit = readApprovalCredit(text);
  if (!credit.ok)
    throw new DomainError('CUSTOMER_REQUEST_INVALID', credit.message, {
      fields: { credit_allocated: [credit.message] },
    });
  return credit.cents;
}

addRoute(supplierApplicationRoutes, decision('approve', ApproveBody), async (c) => {
  const body = c.req.valid('json');
  return decide(c, c.req.valid('param').id, (found) => {
    // Credit and net days only for a net-terms account: 400 naming the field otherwise.
    assertApprovalTermsFit(found.application.accountType, {
      creditCents: body.credit_allocated === undefined ? undefined : 0,
      netDays: body.net_days,
    });
    return {
      decision: 'approved',
      creditCents: approvalCreditOf(body.credit_allocated),
      netDays: body.net_days === undefined ? undefined : assertNetDays(body.net_days),
    };
  });
});

addRoute(supplierApplicationRoutes, decision('decline', DeclineBody), async (c) =>
  decide(c, c.req.valid('param').id, () => ({ decision: 'declined', reason: c.req.valid('json').reason })),
);
