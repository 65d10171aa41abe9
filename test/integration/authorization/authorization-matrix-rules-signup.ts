/**
 * The authorization matrix's rules for pharmacy signup (issue 12): the signup calls are public (a
 * stranger reaches them with `Authorization: Web` and no session); support's review routes are the
 * support desk's only. Each support sample signs a new pharmacy up through the product's route, so
 * the decision finds a pending review whose workflow runs on the matrix's worker.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountReviewDocuments, accountReviews, states } from '../../../db/schema/index.ts';
import { withDeaCheckDigit } from '../../../domain/licences/dea-number.ts';
import { mailedCode } from '../signup/signup-fixtures.ts';
import type { Role } from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n%matrix\n');

/** Signs a pharmacy up (its licence and DEA documents attached); answers its review's id. */
async function pendingReview(): Promise<string> {
  const [texas] = await t.db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
  const n = randomInt(100000, 999999);
  const nextYear = new Date().getUTCFullYear() + 1;
  const fields: Record<string, string> = {
    email: `matrix-${randomUUID().slice(0, 8)}@pharmacy.test`,
    dea_number: withDeaCheckDigit(`FM${n}`),
    federal_tax_id: `${randomInt(10, 99)}-${randomInt(1000000, 9999999)}`,
    password: 'Matrix-Passw0rd!',
    password_confirmation: 'Matrix-Passw0rd!',
    first_name: 'Matrix',
    last_name: 'Applicant',
    mobile: '(512) 555-0100',
    dob: '04-12-1980',
    business_legal_name: `Matrix Pharmacy ${n}`,
    business_type: 'independent',
    dea_expiry: `06-01-${nextYear + 1}`,
    address: '1 Main St',
    city: 'Austin',
    state_id: String(texas!.id),
    zip: '78701',
    phone: '(512) 555-0101',
    part_of_a_gpo: 'No',
    licences: JSON.stringify([
      {
        number: `MX-${n}-${randomUUID().slice(0, 4)}`,
        state_id: texas!.id,
        issue_month: '1',
        issue_day: '1',
        issue_year: '2024',
        expiry_month: '6',
        expiry_day: '1',
        expiry_year: String(nextYear),
      },
    ]),
    terms: 'true',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append('state_licence_files', new Blob([PDF]), 'licence.pdf');
  form.set('dea_file', new Blob([PDF]), 'dea.pdf');
  const response = await t.call('POST', '/api/v1/users/signup/pharmacy', {
    body: form,
    headers: { authorization: 'Web' },
  });
  if (response.status !== 201) throw new Error(`matrix signup failed: ${await response.text()}`);
  const { account_id, application_token } = (await response.json()) as {
    account_id: string;
    application_token: string;
  };
  // Support reviews it only once its email is verified (issue 22).
  const verified = await t.call('POST', '/api/v1/signup/application/verify_email', {
    body: { application_token, code: await mailedCode(t.db, fields.email!) },
    headers: { authorization: 'Web' },
  });
  if (verified.status !== 200) throw new Error(`matrix verification failed: ${await verified.text()}`);
  const [review] = await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, account_id));
  return review!.id;
}

/** Only support reaches these routes: the others are refused before any id is read. */
const reviewParam = async (role: Role) => ({ id: role === 'support' ? await pendingReview() : randomUUID() });
const documentParams = async (role: Role) => {
  if (role !== 'support') return { id: randomUUID(), document_id: randomUUID() };
  const id = await pendingReview();
  const [doc] = await t.db
    .select()
    .from(accountReviewDocuments)
    .where(eq(accountReviewDocuments.reviewId, id));
  return { id, document_id: doc!.id };
};
/** A rejected application (set so in the database: the decision's own route is sampled above). */
const rejectedParam = async (role: Role) => {
  if (role !== 'support') return { id: randomUUID() };
  const id = await pendingReview();
  await t.db.update(accountReviews).set({ status: 'rejected' }).where(eq(accountReviews.id, id));
  return { id };
};

export const SIGNUP_RULES: Record<string, RouteRule> = {
  'GET /api/v1/signup/validate_email': { access: 'public' },
  'GET /api/v1/signup/validate_dea': { access: 'public' },
  'GET /api/v1/users/signup/ncpdp_user_data': { access: 'public' },
  'POST /api/v1/track_signup': { access: 'public' },
  'POST /api/v1/userleads': { access: 'public' },
  'POST /api/v1/ajax/process_data': { access: 'public' },
  'POST /api/v1/ajax/load_data': { access: 'public' },
  'POST /api/v1/users/signup/pharmacy': { access: 'public' },
  'POST /api/v1/signup/application': { access: 'public' },
  'POST /api/v1/signup/application/answer': { access: 'public' },
  'POST /api/v1/signup/application/verify_email': { access: 'public' },
  'POST /api/v1/signup/application/email_code': { access: 'public' },
  'GET /api/v1/support/account_reviews': { access: ['support'] },
  'GET /api/v1/support/account_reviews/:id': { access: ['support'], params: reviewParam },
  'GET /api/v1/support/account_reviews/:id/documents/:document_id': {
    access: ['support'],
    params: documentParams,
  },
  'PATCH /api/v1/support/account_reviews/:id/approve': { access: ['support'], params: reviewParam, body: {} },
  'PATCH /api/v1/support/account_reviews/:id/reject': {
    access: ['support'],
    params: reviewParam,
    body: { reason: 'The matrix rejects it.' },
  },
  'PATCH /api/v1/support/account_reviews/:id/request_info': {
    access: ['support'],
    params: reviewParam,
    body: { message: 'Please send your inspection report.' },
  },
  'PATCH /api/v1/support/account_reviews/:id/release_identifiers': {
    access: ['support'],
    params: rejectedParam,
    body: {},
  },
};
