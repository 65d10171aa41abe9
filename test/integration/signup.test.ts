/**
 * Pharmacy signup (issue 12; pharmacy-side §2, §5, §7): the public checks with the spec's
 * messages, the SANDBOX NCPDP lookup, the funnel's answers, drafts that resume, the multipart
 * submit (400s naming fields, nothing half-written), and the account review: approve, reject, and
 * ask for more with the applicant's answer.
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, accounts, notifications, signupDrafts, users } from '../../db/schema/index.ts';
import { accountReviewWorkflowId } from '../../workflows/signup/messages.ts';
import type { Credentials, TestContext } from '../harness/app.ts';
import { recordHistoryIfAsked } from '../harness/histories.ts';
import {
  openSignupContext,
  publicCall,
  signupFields,
  signupForm,
  submit,
  type SignedUp,
} from './signup-fixtures.ts';

let t: TestContext;
let support: Credentials;
let texasId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, support, texasId, close } = await openSignupContext('signup'));
});
afterAll(() => close());

async function signUp(overrides: Record<string, unknown> = {}) {
  const fields = signupFields(texasId, overrides);
  const response = await submit(t, signupForm(fields));
  expect(response.status).toBe(201);
  return { fields, answer: (await response.json()) as SignedUp };
}

async function reviewIdOf(accountId: string): Promise<string> {
  const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId));
  return row!.id;
}

/** Waits until the review's workflow opened it (support told). */
async function opened(accountId: string) {
  await expect
    .poll(
      async () =>
        (await t.db.select().from(notifications).where(eq(notifications.kind, 'account_review_received')))
          .map((n) => n.body)
          .join('|'),
      { timeout: 10_000 },
    )
    .toContain('awaits review');
  await expect
    .poll(
      async () =>
        (await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId)))[0]
          ?.workflowStartedAt ?? null,
    )
    .not.toBeNull();
}

const application = async (token: string) =>
  (await (
    await publicCall(t, 'POST', '/api/v1/signup/application', { application_token: token })
  ).json()) as {
    status: string;
    info_request: string | null;
  };

describe('signup: the first step checks for an existing account', () => {
  it('answers the email-taken message for an email an account holds', async () => {
    const taken = await publicCall(t, 'GET', '/api/v1/signup/validate_email?email=PHARMACY@example.com');
    expect(await taken.json()).toEqual({
      valid: false,
      message: 'Sorry, but an account with this email already exists in our system.',
    });
    const free = await publicCall(t, 'GET', '/api/v1/signup/validate_email?email=new-one@pharmacy.test');
    expect(await free.json()).toEqual({ valid: true });
  });

  it('answers valid false for a DEA number an account holds or whose check digit is wrong', async () => {
    const { fields } = await signUp();
    const held = await publicCall(t, 'GET', `/api/v1/signup/validate_dea?dea_number=${fields.dea_number}`);
    expect(await held.json()).toEqual({
      valid: false,
      message: 'An account already exists for this dea_number',
    });
    const wrong = fields.dea_number.slice(0, 8) + String((Number(fields.dea_number[8]) + 1) % 10);
    const bad = await publicCall(t, 'GET', `/api/v1/signup/validate_dea?dea_number=${wrong}`);
    expect((await bad.json()) as { valid: boolean }).toMatchObject({ valid: false });
  });

  it('refuses a step whose federal tax id or state licence an account holds, with the spec’s message', async () => {
    const { fields } = await signUp();
    const licence = (JSON.parse(fields.licences) as { number: string }[])[0]!;
    const response = await publicCall(t, 'POST', '/api/v1/ajax/process_data', {
      step: 'account',
      data: {
        federal_tax_id: fields.federal_tax_id,
        'licences.0.number': licence.number,
        'licences.0.state_id': String(texasId),
      },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.federal_tax_id).toEqual(['An account already exists for this federal_tax_id']);
    expect(body.errors['licences.0.number']).toEqual([
      'An account already exists for this state_license_num',
    ]);
  });
});

describe('signup: the NCPDP lookup and the funnel', () => {
  it('pre-fills the pharmacy from the sandbox directory and says whether the state is served', async () => {
    const response = await publicCall(
      t,
      'GET',
      '/api/v1/users/signup/ncpdp_user_data?number=5512986&zipcode=78469',
    );
    const body = (await response.json()) as {
      state_unavailable: boolean;
      sandbox: boolean;
      user_data: unknown;
    };
    expect(body).toMatchObject({
      state_unavailable: false,
      sandbox: true,
      user_data: { business_legal_name: 'Main Street Rx', city: 'Corpus Christi', state_id: texasId },
    });
    const none = await publicCall(
      t,
      'GET',
      '/api/v1/users/signup/ncpdp_user_data?number=5512986&zipcode=10001',
    );
    expect(((await none.json()) as { user_data: unknown }).user_data).toBeNull();
  });

  it('records the funnel and answers the state’s wholesalers count and availability', async () => {
    const texas = await publicCall(t, 'POST', '/api/v1/track_signup', {
      user_type: 'pharmacy',
      key: 'state_id',
      val: String(texasId),
    });
    expect(await texas.json()).toEqual({
      wholesalers_count: 2,
      show_wholesalers_count: false,
      state_unavailable: false,
    });
    const lead = await publicCall(t, 'POST', '/api/v1/userleads', {
      user_type: 'pharmacy',
      key: 'state_id',
      val: '99',
    });
    expect(await lead.json()).toMatchObject({ wholesalers_count: 0, state_unavailable: true });
  });
});

describe('signup: drafts resume', () => {
  it('saves steps under a resume token and resumes them; a password is never saved', async () => {
    const first = await publicCall(t, 'POST', '/api/v1/ajax/process_data', {
      step: 'account',
      data: { first_name: 'Nora' },
    });
    const { resume_token } = (await first.json()) as { resume_token: string };
    await publicCall(t, 'POST', '/api/v1/ajax/process_data', {
      resume_token,
      step: 'pharmacy',
      data: { city: 'Austin' },
    });
    const resumed = await publicCall(t, 'POST', '/api/v1/ajax/load_data', { resume_token });
    expect(await resumed.json()).toEqual({
      resume_token,
      step: 'pharmacy',
      data: { first_name: 'Nora', city: 'Austin' },
    });
    const withPassword = await publicCall(t, 'POST', '/api/v1/ajax/process_data', {
      step: 'account',
      data: { password: 'x' },
    });
    expect(withPassword.status).toBe(400);
    const unknown = await publicCall(t, 'POST', '/api/v1/ajax/load_data', {
      resume_token: 'sgn_nothing-like-this',
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.db.select().from(signupDrafts)).every((d) => !JSON.stringify(d.data).includes('password')),
    ).toBe(true);
  });
});

describe('signup: the submit', () => {
  it('answers 400 naming the field for a GPO without its name, and writes nothing', async () => {
    const fields = signupFields(texasId, { part_of_a_gpo: 'Yes' });
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'gpo_name',
    );
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it('refuses a licence file that is not a PDF or an image by its bytes, leaving nothing stored', async () => {
    const fields = signupFields(texasId);
    const before = await readdir(`${t.env.filesDir}/signup_documents`).catch(() => []);
    const response = await submit(t, signupForm(fields, { dea: new TextEncoder().encode('MZ not a pdf') }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.dea_file).toEqual([
      'Please select a .pdf, .jpeg, .jpg, .png or .gif file',
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
    expect(await readdir(`${t.env.filesDir}/signup_documents`).catch(() => [])).toEqual(before);
  });

  it('requires the documents unless the faxed option is ticked', async () => {
    const missing = await submit(t, signupForm(signupFields(texasId), false));
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'state_licence_files',
    );
    const faxed = await submit(t, signupForm(signupFields(texasId, { documents_by_fax: 'true' }), false));
    expect(faxed.status).toBe(201);
  });

  it('refuses an email an account holds with the spec’s message (422)', async () => {
    const response = await submit(t, signupForm(signupFields(texasId, { email: 'pharmacy@example.com' })));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      'An account already exists for this email',
    ]);
  });
});

describe('signup: the account review', () => {
  it('creates a pending account that cannot log in until support approves it', async () => {
    const { fields, answer } = await signUp();
    await opened(answer.account_id);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, answer.account_id));
    expect(account!.status).toBe('pending_review');
    await expect(t.login(fields.email, fields.password)).rejects.toThrow(/401/);
    const reviewId = await reviewIdOf(answer.account_id);
    const detail = (await (
      await t.call('GET', `/api/v1/support/account_reviews/${reviewId}`, { as: support })
    ).json()) as {
      checks: { name: string; outcome: string }[];
      documents: { id: string }[];
    };
    expect(detail.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: expect.stringMatching(/^TX licence .* expiry$/), outcome: 'warn' }),
        expect.objectContaining({ name: expect.stringMatching(/^DEA .* check digit$/), outcome: 'pass' }),
        expect.objectContaining({
          name: 'NCPDP match',
          outcome: 'warn',
          detail: 'Differs from the directory in: name',
        }),
      ]),
    );
    const doc = await t.call(
      'GET',
      `/api/v1/support/account_reviews/${reviewId}/documents/${detail.documents[0]!.id}`,
      { as: support },
    );
    expect(new Uint8Array(await doc.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    const approved = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/approve`, {
      as: support,
      body: {},
    });
    expect(await approved.json()).toEqual({
      message: 'The pharmacy account was approved.',
      status: 'approved',
    });
    const pharmacy = await t.login(fields.email, fields.password);
    const me = (await (await t.call('GET', '/api/v1/users/me', { as: pharmacy })).json()) as {
      account: { kind: string };
    };
    expect(me.account.kind).toBe('pharmacy');
    const again = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/reject`, {
      as: support,
      body: { reason: 'late' },
    });
    expect(again.status).toBe(409);
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(answer.account_id)).result();
  });

  it('asks for more, takes the applicant’s answer, then rejects with a reason', async () => {
    const { answer } = await signUp();
    await opened(answer.account_id);
    const reviewId = await reviewIdOf(answer.account_id);
    const asked = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/request_info`, {
      as: support,
      body: { message: 'Please send your latest state inspection report.' },
    });
    expect(asked.status).toBe(200);
    expect(await application(answer.application_token)).toMatchObject({
      status: 'more_info_requested',
      info_request: 'Please send your latest state inspection report.',
    });
    const form = new FormData();
    form.set('application_token', answer.application_token);
    form.set('comment', 'Attached.');
    form.set('document', new Blob([new TextEncoder().encode('%PDF-1.4 report')]), 'report.pdf');
    const answered = await t.call('POST', '/api/v1/signup/application/answer', {
      body: form,
      headers: { authorization: 'Web' },
    });
    expect(answered.status).toBe(200);
    await expect
      .poll(async () => (await application(answer.application_token)).status, { timeout: 10_000 })
      .toBe('pending');
    const noReason = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/reject`, {
      as: support,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/reject`, {
      as: support,
      body: { reason: 'The DEA registration does not match the address.' },
    });
    expect(await rejected.json()).toEqual({
      message: 'The pharmacy account was rejected.',
      status: 'rejected',
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, answer.account_id));
    expect(account!.status).toBe('rejected');
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(answer.account_id)).result();
    await recordHistoryIfAsked(
      'account-review',
      accountReviewWorkflowId(answer.account_id),
      t.env.temporal.address,
    );
  });
});
