/**
 * The signup's public checks and funnel (pharmacy-side §7, issue 12): `GET /signup/validate_email`
 * and `/signup/validate_dea` (answer `valid`), the NCPDP lookup (`state_unavailable`, `user_data`
 * from the SANDBOX directory), `POST /track_signup` and `/userleads` (the funnel; answer
 * `wholesalers_count` and `state_unavailable`), `POST /ajax/process_data` (save a step; the first
 * step's numbers must not belong to an account) and `/ajax/load_data` (resume). No login.
 */
import { accountConflicts, deaTaken, emailTaken } from '../../../services/signup/account-conflicts.ts';
import { loadDraft, saveDraft } from '../../../services/signup/drafts.ts';
import { recordFunnelEvent, stateService } from '../../../services/signup/funnel.ts';
import { DomainError } from '../../../domain/errors.ts';
import { deaNumberProblem } from '../../../domain/licences/dea-number.ts';
import {
  accountExistsMessage,
  EMAIL_TAKEN_MESSAGE,
  MAX_LICENCES,
  SIGNUP_MESSAGES,
} from '../../../domain/signup/field-rules.ts';
import { showWholesalersCount } from '../../../domain/signup/review-checks.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import {
  DeaQuery,
  DraftAnswerSchema,
  EmailQuery,
  FunnelAnswerSchema,
  FunnelBody,
  LoadDataBody,
  NcpdpAnswerSchema,
  NcpdpQuery,
  ProcessDataBody,
  ValidSchema,
} from './schemas.ts';

const area = 'signup';
const pub = { area, access: 'public' as const, rateLimit: 'signup' as const };

const validateEmail = defineRoute({
  ...pub,
  method: 'get',
  path: '/signup/validate_email',
  summary: 'Whether an email may sign up (no account holds it)',
  request: { query: EmailQuery },
  responses: { 200: jsonContent(ValidSchema, 'valid, and the message when not') },
});
const validateDea = defineRoute({
  ...pub,
  method: 'get',
  path: '/signup/validate_dea',
  summary: 'Whether a DEA number is well-formed and held by no account',
  request: { query: DeaQuery },
  responses: { 200: jsonContent(ValidSchema, 'valid, and the message when not') },
});
const ncpdpLookup = defineRoute({
  ...pub,
  method: 'get',
  path: '/users/signup/ncpdp_user_data',
  summary: 'The pharmacy an NCPDP number names at a ZIP code (SANDBOX directory)',
  request: { query: NcpdpQuery },
  responses: { 200: jsonContent(NcpdpAnswerSchema, 'The pharmacy to pre-fill, or null') },
});
const funnelRoute = (path: '/track_signup' | '/userleads', summary: string) =>
  defineRoute({
    ...pub,
    method: 'post',
    path,
    summary,
    request: { body: FunnelBody },
    responses: { 200: jsonContent(FunnelAnswerSchema, 'The state’s wholesalers and availability') },
  });
const trackSignup = funnelRoute('/track_signup', 'Record a signup funnel step');
const userLeads = funnelRoute('/userleads', 'Record a signup lead');
const processData = defineRoute({
  ...pub,
  method: 'post',
  path: '/ajax/process_data',
  summary: 'Save a signup step (a draft resumed with its resume token; never a password)',
  request: { body: ProcessDataBody },
  responses: { 200: jsonContent(DraftAnswerSchema, 'The draft as saved, with its resume token') },
  problems: [404, 422],
});
const loadData = defineRoute({
  ...pub,
  method: 'post',
  path: '/ajax/load_data',
  summary: 'Resume a saved signup by its resume token',
  request: { body: LoadDataBody },
  responses: { 200: jsonContent(DraftAnswerSchema, 'The draft') },
  problems: [404],
});

/** The state licences a draft step names (`licences.<i>.number` with `licences.<i>.state_id`). */
function licencesOf(data: Record<string, string>): { state_id: number; number: string }[] {
  const found: { state_id: number; number: string }[] = [];
  for (const [key, number] of Object.entries(data)) {
    const i = /^licences\.(\d+)\.number$/.exec(key)?.[1];
    const stateId = i === undefined ? NaN : Number(data[`licences.${i}.state_id`]);
    if (number && Number.isInteger(stateId) && Number(i) < MAX_LICENCES)
      found[Number(i)] = { state_id: stateId, number };
  }
  return found.map((l) => l ?? { state_id: 0, number: '' });
}

export const publicSignupRoutes = createRouter();

addRoute(publicSignupRoutes, validateEmail, async (c) => {
  const taken = await emailTaken(c.get('deps').db, c.req.valid('query').email);
  return c.json(taken ? { valid: false, message: EMAIL_TAKEN_MESSAGE } : { valid: true }, 200);
});

addRoute(publicSignupRoutes, validateDea, async (c) => {
  const dea = c.req.valid('query').dea_number.toUpperCase();
  const problem = deaNumberProblem(dea);
  if (problem)
    return c.json(
      {
        valid: false,
        message: problem === 'format' ? SIGNUP_MESSAGES.deaFormat : SIGNUP_MESSAGES.deaCheckDigit,
      },
      200,
    );
  const taken = await deaTaken(c.get('deps').db, dea);
  return c.json(taken ? { valid: false, message: accountExistsMessage('dea_number') } : { valid: true }, 200);
});

addRoute(publicSignupRoutes, ncpdpLookup, async (c) => {
  const { db, ports } = c.get('deps');
  const { number, zipcode } = c.req.valid('query');
  const found = await ports.ncpdp.find(number, zipcode);
  const served = found ? await stateService(db, found.stateId) : null;
  return c.json(
    {
      state_unavailable: served?.stateUnavailable ?? false,
      sandbox: ports.ncpdp.sandbox,
      user_data: found && {
        ncpdp_number: found.ncpdpNumber,
        business_legal_name: found.name,
        address: found.address1,
        city: found.city,
        state_id: found.stateId,
        zip: found.zipcode,
        phone: found.phone,
      },
    },
    200,
  );
});

for (const [route, source] of [
  [trackSignup, 'track_signup'],
  [userLeads, 'userleads'],
] as const)
  addRoute(publicSignupRoutes, route, async (c) => {
    const body = c.req.valid('json');
    const served = await recordFunnelEvent(c.get('deps').db, {
      source,
      userType: body.user_type,
      key: body.key,
      val: body.val,
    });
    return c.json(
      {
        wholesalers_count: served?.wholesalersCount ?? null,
        show_wholesalers_count: served ? showWholesalersCount(served.wholesalersCount) : false,
        state_unavailable: served?.stateUnavailable ?? false,
      },
      200,
    );
  });

addRoute(publicSignupRoutes, processData, async (c) => {
  const { db, now } = c.get('deps');
  const body = c.req.valid('json');
  const { data } = body;
  const conflicts = await accountConflicts(db, {
    email: data.email,
    dea_number: data.dea_number,
    federal_tax_id: data.federal_tax_id,
    licences: licencesOf(data),
  });
  if (Object.keys(conflicts).length > 0)
    throw new DomainError('SIGNUP_FIELD_TAKEN', Object.values(conflicts)[0]![0]!, { fields: conflicts });
  const draft = await saveDraft(db, { resumeToken: body.resume_token, step: body.step, data }, now());
  return c.json({ resume_token: draft.resumeToken, step: draft.step, data: draft.data }, 200);
});

addRoute(publicSignupRoutes, loadData, async (c) => {
  const draft = await loadDraft(c.get('deps').db, c.req.valid('json').resume_token);
  return c.json({ resume_token: draft.resumeToken, step: draft.step, data: draft.data }, 200);
});
