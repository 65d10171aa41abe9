/**
 * Pharmacy signup (issue 12; pharmacy-side §2, §5, §7): the public checks with the spec's
 * messages, the SANDBOX NCPDP lookup, the funnel's answers, drafts that resume, the multipart
 * submit (400s naming fields, nothing half-written). The review: signup-review.test.ts.
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { SIGNUP_MESSAGES } from '../../../domain/signup/field-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupDrafts, users } from '../../../db/schema/index.ts';
import { SIGNUP_PUBLIC_ROUTES } from '../../../api/routes/signup/public-paths.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  approveSignup,
  openSignupContext,
  publicCall,
  signupFields,
  signupForm,
  submit,
  type SignedUp,
  verifyEmail,
} from './signup-fixtures.ts';

let t: TestContext;
let support: Credentials;
let texasId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, support, texasId, close } = await openSignupContext('signup'));
});
afterAll(() => close());

async function signUp(overrides: Record<string, string> = {}) {
  const fields = signupFields(texasId, overrides);
  const response = await submit(t, signupForm(fields));
  expect(response.status).toBe(201);
  return { fields, answer: (await response.json()) as SignedUp };
}

/** A signup support approved: only then are its values held (issue 22). */
async function signUpApproved() {
  const signed = await signUp();
  await verifyEmail(t, signed.fields.email, signed.answer.application_token);
  expect((await approveSignup(t, support, signed.answer.account_id)).status).toBe(200);
  return signed;
}

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
    const { fields } = await signUpApproved();
    const held = await publicCall(t, 'GET', `/api/v1/signup/validate_dea?dea_number=${fields.dea_number}`);
    expect(await held.json()).toEqual({
      valid: false,
      message: 'An account already exists for this dea_number',
    });
    const wrong = fields.dea_number.slice(0, 8) + String((Number(fields.dea_number[8]) + 1) % 10);
    const bad = await publicCall(t, 'GET', `/api/v1/signup/validate_dea?dea_number=${wrong}`);
    expect((await bad.json()) as { valid: boolean }).toMatchObject({ valid: false });
  });

  it('refuses a step whose federal tax id and state licence an account holds naming the first only (issue 22)', async () => {
    const { fields } = await signUpApproved();
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
    expect(body.errors).toEqual({ federal_tax_id: ['An account already exists for this federal_tax_id'] });
  });

  it('names only the first taken licence of many, with the spec’s message (issue 22)', async () => {
    const taken = await Promise.all([signUpApproved(), signUpApproved()]);
    const numbers = taken.map(
      ({ fields }) => (JSON.parse(fields.licences) as { number: string }[])[0]!.number,
    );
    const data: Record<string, string> = {};
    for (const [i, number] of ['TX-FREE-1', ...numbers, 'TX-FREE-2'].entries())
      Object.assign(data, { [`licences.${i}.number`]: number, [`licences.${i}.state_id`]: String(texasId) });
    const response = await publicCall(t, 'POST', '/api/v1/ajax/process_data', { step: 'licences', data });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'licences.1.number': ['An account already exists for this state_license_num'],
    });
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
  it('refuses a DEA number an account holds on the dea_number field, with the spec’s message, and writes nothing (issue 21)', async () => {
    const { fields: first } = await signUpApproved();
    const fields = signupFields(texasId, { dea_number: first.dea_number });
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.dea_number).toEqual([
      'An account already exists for this dea_number',
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it('refuses an owner who is a minor on the dob field, and writes nothing (issue 21)', async () => {
    const born = new Date(Date.now() - 11 * 365.25 * 86_400_000);
    const dob = `${String(born.getUTCMonth() + 1).padStart(2, '0')}-${String(born.getUTCDate()).padStart(2, '0')}-${born.getUTCFullYear()}`;
    const fields = signupFields(texasId, { dob });
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.dob).toEqual([
      SIGNUP_MESSAGES.dobAdult,
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it('answers 400 naming the field for a GPO without its name, and writes nothing', async () => {
    const fields = signupFields(texasId, { part_of_a_gpo: 'Yes' });
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'gpo_name',
    );
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it('refuses a control character hidden by the licences JSON’s escapes, naming it, leaving nothing stored', async () => {
    const fields = signupFields(texasId);
    const [licence] = JSON.parse(fields.licences) as { number: string }[];
    fields.licences = JSON.stringify([{ ...licence, number: `${licence!.number}\u0000` }]);
    const before = await readdir(`${t.env.filesDir}/signup_documents`).catch(() => []);
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'licences.0.number': ['must not contain control characters'],
    });
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
    expect(await readdir(`${t.env.filesDir}/signup_documents`).catch(() => [])).toEqual(before);
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

describe('signup: a stranger reaches the signup calls', () => {
  it('answers no public signup call with 401 (no session needed)', async () => {
    for (const route of SIGNUP_PUBLIC_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await publicCall(t, method, path, method === 'POST' ? {} : undefined);
      expect(response.status, route).not.toBe(401);
      expect(response.status, route).toBeLessThan(500);
    }
  });
});
