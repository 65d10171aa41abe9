/**
 * The signup tests' world (issue 12): a fresh context with an in-process worker, support logged
 * in, and a complete signup as a multipart form (one state licence expiring in 20 days, a PDF per
 * document) whose numbers are new on every call.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountReviews, sandboxMailbox, states } from '../../../db/schema/index.ts';
import { withDeaCheckDigit } from '../../../domain/licences/dea-number.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%signup test\n');
const pad = (n: number) => String(n).padStart(2, '0');

export async function openSignupContext(queue: string) {
  const t = await createTestContext({ taskQueue: `${queue}-${randomUUID()}` });
  const worker = await startWorker(t);
  const support = await t.login('support@example.com');
  const [tx] = await t.db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
  return {
    t,
    support,
    texasId: tx!.id,
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

/** MM-DD-YYYY of a day `days` from today. */
export function usDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
}

/** A signup's text fields, new numbers each time; the licence expires in 20 days. */
export function signupFields(stateId: number, overrides: Record<string, string> = {}) {
  const expiry = new Date(Date.now() + 20 * 86_400_000);
  const n = randomInt(100000, 999999);
  return {
    email: `owner-${n}-${randomUUID().slice(0, 6)}@pharmacy.test`,
    dea_number: withDeaCheckDigit(`FQ${n}`),
    federal_tax_id: `${pad(randomInt(10, 99))}-${randomInt(1000000, 9999999)}`,
    password: 'Str0ng-Passw0rd!',
    password_confirmation: 'Str0ng-Passw0rd!',
    first_name: 'Nora',
    last_name: 'Quinn',
    mobile: '(512) 555-0100',
    dob: '04-12-1980',
    business_legal_name: `Quinn Pharmacy ${n}`,
    business_type: 'independent',
    ncpdp_number: '5512986',
    dea_expiry: usDate(400),
    address: '8769 2nd St',
    city: 'Corpus Christi',
    state_id: String(stateId),
    zip: '78469',
    phone: '(512) 555-0101',
    part_of_a_gpo: 'No',
    licences: JSON.stringify([
      {
        number: `TX-${n}`,
        state_id: stateId,
        issue_month: '1',
        issue_day: '15',
        issue_year: '2024',
        expiry_month: String(expiry.getUTCMonth() + 1),
        expiry_day: String(expiry.getUTCDate()),
        expiry_year: String(expiry.getUTCFullYear()),
      },
    ]),
    terms: 'true',
    ...overrides,
  };
}

/** The signup as the browser posts it: the fields and a PDF per document (unless `files` is false). */
export function signupForm(
  fields: Record<string, unknown>,
  files: { licence?: Uint8Array; dea?: Uint8Array } | false = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (files) {
    form.append('state_licence_files', new Blob([files.licence ?? PDF_BYTES]), 'licence.pdf');
    form.set('dea_file', new Blob([files.dea ?? PDF_BYTES]), 'dea.pdf');
  }
  return form;
}

export type SignedUp = { message: string; account_id: string; application_token: string };

/** Submits a signup as a stranger; answers the response. */
export function submit(t: TestContext, form: FormData) {
  return t.call('POST', '/api/v1/users/signup/pharmacy', { body: form, headers: { authorization: 'Web' } });
}

/** A stranger's JSON call (`Authorization: Web`, no session). */
export function publicCall(t: TestContext, method: string, path: string, body?: unknown) {
  return t.call(method, path, { headers: { authorization: 'Web' }, ...(body === undefined ? {} : { body }) });
}

/** The review id of an account's application. */
export async function reviewIdOf(t: TestContext, accountId: string): Promise<string> {
  const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId));
  return row!.id;
}

/** Support approves the account's application (its identifiers are then reserved); answers the response. */
export async function approveSignup(t: TestContext, support: Credentials, accountId: string) {
  const reviewId = await reviewIdOf(t, accountId);
  return t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/approve`, { as: support, body: {} });
}

/** The code last mailed to `email` in the sandbox mailbox (issue 22), waiting for the review to mail it. */
export async function mailedCode(db: TestContext['db'], email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await db
          .select()
          .from(sandboxMailbox)
          .where(eq(sandboxMailbox.to, email))
          .orderBy(desc(sandboxMailbox.createdAt))
          .limit(1);
        code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return code!;
}

/**
 * The applicant enters the code mailed to it: the application goes to support (issue 22). Tried
 * until it takes, as another application to the same address may have the latest mail a moment.
 */
export async function verifyEmail(t: TestContext, email: string, applicationToken: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const code = await mailedCode(t.db, email);
        const response = await publicCall(t, 'POST', '/api/v1/signup/application/verify_email', {
          application_token: applicationToken,
          code,
        });
        return response.status;
      },
      { timeout: 15_000 },
    )
    .toBe(200);
}
