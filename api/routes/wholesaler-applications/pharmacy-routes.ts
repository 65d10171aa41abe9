/**
 * The pharmacy's side of wholesaler applications (issue 12, pharmacy-side §2 and §4): the
 * wholesalers it may apply to, applying to one or many (`/pharmacy/wholesalers/{ids}/apply`, each
 * application's workflow starts after the rows commit), the wizard's application, and its steps,
 * each a validated update of the workflow answering `status: 'success'` or the refusal.
 */
import type { Context } from 'hono';
import {
  createWholesalerApplications,
  markApplicationsStarted,
} from '../../../activities/wholesaler-applications/create-applications.ts';
import {
  applicationPrefill,
  findApplication,
  findPharmacyApplications,
  listApplicableWholesalers,
} from '../../../db/queries/wholesaler-applications.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import {
  APPLICATION_MESSAGES,
  applicationTimings,
} from '../../../domain/wholesaler-applications/applications.ts';
import { applicationDetailsSchema, isFutureDate } from '../../../domain/wholesaler-applications/details.ts';
import { DOCUMENT_MAX_BYTES } from '../../../domain/files/document-kind.ts';
import { isoDate } from '../../../domain/dates.ts';
import {
  startWholesalerApplication,
  updateWholesalerApplication,
} from '../../../platform/temporal/wholesaler-applications.ts';
import {
  attachVoidedChequeUpdate,
  saveApplicationDetailsUpdate,
} from '../../../workflows/wholesaler-applications/messages.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { receiveVoidedCheque } from './upload.ts';
import {
  ApplicableWholesalersSchema,
  ApplicationPageSchema,
  ApplyAnswerSchema,
  ApplyBody,
  IdParam,
  IdsParam,
  StepAnswerSchema,
} from './schemas.ts';
import { serializeApplication } from './serializers.ts';

const area = 'wholesaler-applications';
const access = ['pharmacy'] as const;

/** The voided-cheque upload path (its own body limit: app.ts). */
export const CHEQUE_UPLOAD_PATH =
  /^\/api\/v1\/pharmacy\/wholesalers\/applications\/[0-9a-f-]{36}\/voided_cheque$/;

const wholesalersRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/wholesalers/applications',
  area,
  access,
  summary:
    "The wholesalers licensed in the pharmacy's state (and those it buys from or applied to), with its applications",
  responses: { 200: jsonContent(ApplicableWholesalersSchema, 'The wholesalers') },
});

const applyRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/wholesalers/{ids}/apply',
  area,
  access,
  // An application asks for credit and net terms and signs an agreement for the account (issue 22).
  role: 'admin',
  summary: 'Apply to one or many wholesalers (one application each; its workflow starts)',
  request: { params: IdsParam, body: ApplyBody },
  responses: { 200: jsonContent(ApplyAnswerSchema, 'The applications') },
  problems: [404, 409, 422],
});

const pageRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/wholesalers/applications/{id}',
  area,
  access,
  summary: 'One application as the wizard shows it, with the step-1 prefill from the account',
  request: { params: IdParam },
  responses: { 200: jsonContent(ApplicationPageSchema, 'The application') },
  problems: [404],
});

const detailsRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/wholesalers/applications/{id}/details',
  area,
  access,
  role: 'admin',
  summary: 'Step 1: the application data (the agreement to sign is prepared with it)',
  request: { params: IdParam, body: applicationDetailsSchema('2000-01-01') },
  responses: { 200: jsonContent(StepAnswerSchema, 'Saved; the next step') },
  problems: [404, 409, 422, 503],
});

const chequeRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/wholesalers/applications/{id}/voided_cheque',
  rateLimit: 'documents',
  area,
  access,
  role: 'admin',
  summary: 'Step 3: the voided cheque (pdf or image, ≤ 10 MB); the application is submitted',
  request: {
    params: IdParam,
    upload: { file: { type: 'file', description: 'A PDF, PNG, JPEG or GIF of at most 10 MB' } },
  },
  responses: { 200: jsonContent(StepAnswerSchema, 'Submitted to the wholesaler') },
  problems: [404, 409, 503],
});

/** The caller's application, or 404. */
async function ownApplication(c: Context<AppEnv>, id: string) {
  const found = await findApplication(c.get('deps').db, 'pharmacy', c.get('caller').account.id, id);
  if (!found) throw notFound(APPLICATION_MESSAGES.notFound);
  return found;
}

export const pharmacyApplicationRoutes = createRouter();

addRoute(pharmacyApplicationRoutes, wholesalersRoute, async (c) => {
  const rows = await listApplicableWholesalers(c.get('deps').db, c.get('caller').account.id);
  return c.json(
    {
      data: rows.map((w) => ({
        id: w.id,
        name: w.name,
        customer_status: w.customerStatus,
        application: w.application ? serializeApplication(w.application) : null,
      })),
    },
    200,
  );
});

addRoute(pharmacyApplicationRoutes, applyRoute, async (c) => {
  const { db, env, now, logger, temporal } = c.get('deps');
  const caller = c.get('caller');
  const body = c.req.valid('json');
  const supplierIds = c.req.valid('param').ids.toLowerCase().split(',');
  const rows = await createWholesalerApplications(db, {
    caller,
    supplierIds,
    accountType: body.account_type,
    vawd: body.filters === 'vawd',
    now: now(),
    expiryMs: applicationTimings(env.applications).expiryMs,
  });
  try {
    for (const row of rows.filter((r) => r.workflowStartedAt === null))
      await startWholesalerApplication(temporal.client, env.temporal.taskQueue, row, env.applications);
    await markApplicationsStarted(
      db,
      rows.map((r) => r.id),
      now(),
    );
  } catch (error) {
    // The rows stand: the start-stranded-workflows relay starts their workflows (outbox).
    logger.error('application workflows not started; the relay will start them', { error });
  }
  const found = await findPharmacyApplications(db, caller.account.id, supplierIds);
  return c.json(
    { message: 'Your application was opened.', applications: found.map(serializeApplication) },
    200,
  );
});

addRoute(pharmacyApplicationRoutes, pageRoute, async (c) => {
  const found = await ownApplication(c, c.req.valid('param').id);
  const caller = c.get('caller');
  const prefill = await applicationPrefill(c.get('deps').db, caller.account.id, caller.user.id);
  return c.json({ application: serializeApplication(found), prefill }, 200);
});

addRoute(pharmacyApplicationRoutes, detailsRoute, async (c) => {
  const { now, temporal } = c.get('deps');
  const caller = c.get('caller');
  const found = await ownApplication(c, c.req.valid('param').id);
  // The expiries must lie after today, which the declared schema cannot know.
  const details = c.req.valid('json');
  for (const field of ['dea_expiry', 'state_license_expiry'] as const)
    if (!isFutureDate(details[field], isoDate(now())))
      throw new DomainError('REQUEST_INVALID', `${field} must be a date in the future`, {
        fields: { [field]: ['must be a date in the future'] },
      });
  await updateWholesalerApplication(
    temporal,
    found.application,
    saveApplicationDetailsUpdate,
    { pharmacyAccountId: caller.account.id, userId: caller.user.id, details },
    { updateId: updateIdOf(c, `application-details:${found.application.id}`) },
  );
  const after = await ownApplication(c, found.application.id);
  return c.json(
    {
      status: 'success' as const,
      message: APPLICATION_MESSAGES.saved,
      application: serializeApplication(after),
    },
    200,
  );
});

addRoute(pharmacyApplicationRoutes, chequeRoute, async (c) => {
  const { ports, temporal } = c.get('deps');
  const caller = c.get('caller');
  const found = await ownApplication(c, c.req.valid('param').id);
  const { cheque, discard } = await receiveVoidedCheque(c, ports.files, DOCUMENT_MAX_BYTES);
  try {
    await updateWholesalerApplication(
      temporal,
      found.application,
      attachVoidedChequeUpdate,
      { pharmacyAccountId: caller.account.id, cheque },
      { updateId: updateIdOf(c, `application-cheque:${found.application.id}`) },
    );
  } catch (error) {
    await discard(); // refused: nothing stays stored or counted
    throw error;
  }
  const after = await ownApplication(c, found.application.id);
  return c.json(
    {
      status: 'success' as const,
      message: APPLICATION_MESSAGES.submitted,
      application: serializeApplication(after),
    },
    200,
  );
});
