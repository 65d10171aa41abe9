/**
 * The applicant's email is verified by a mailed code before support sees the application (issue
 * 22): the code lands in the SANDBOX mailbox, stored only hashed; a wrong code is refused on the
 * `code` field; five wrong tries spend it and a new one is mailed; the right one sends the
 * application to support's queue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, notifications, sandboxMailbox } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  mailedCode,
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
  ({ t, support, texasId, close } = await openSignupContext('signup-email'));
});
afterAll(() => close());

const tryCode = (token: string, code: string) =>
  publicCall(t, 'POST', '/api/v1/signup/application/verify_email', { application_token: token, code });

const queue = async () =>
  (
    (await (await t.call('GET', '/api/v1/support/account_reviews', { as: support })).json()) as {
      data: { account_id: string }[];
    }
  ).data.map((r) => r.account_id);

const status = async (token: string) =>
  (await (
    await publicCall(t, 'POST', '/api/v1/signup/application', { application_token: token })
  ).json()) as {
    email_verified: boolean;
  };

describe('signup: the email is verified by a code (issue 22)', () => {
  it('keeps the application from support until the mailed code is entered, refusing wrong codes', async () => {
    const fields = signupFields(texasId);
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as SignedUp;
    const code = await mailedCode(t.db, fields.email);
    const [review] = await t.db
      .select()
      .from(accountReviews)
      .where(eq(accountReviews.accountId, answer.account_id));
    expect(review!.emailCodeHash).not.toContain(code);
    expect(await queue()).not.toContain(answer.account_id);
    expect((await status(answer.application_token)).email_verified).toBe(false);

    const wrong = await tryCode(answer.application_token, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual(['code']);
    const malformed = await tryCode(answer.application_token, '12ab');
    expect(malformed.status).toBe(400);

    const right = await tryCode(answer.application_token, code);
    expect(await right.json()).toEqual({
      message: 'Thank you: your email is verified and your application is now with our team.',
    });
    expect((await status(answer.application_token)).email_verified).toBe(true);
    await expect.poll(queue, { timeout: 10_000 }).toContain(answer.account_id);
    await expect
      .poll(async () =>
        (
          await t.db.select().from(notifications).where(eq(notifications.kind, 'account_review_received'))
        ).some((n) => n.body.startsWith(fields.business_legal_name)),
      )
      .toBe(true);
  });

  it('spends a code after five wrong tries and mails a new one', async () => {
    const fields = signupFields(texasId);
    const answer = (await (await submit(t, signupForm(fields))).json()) as SignedUp;
    const first = await mailedCode(t.db, fields.email);
    const other = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await tryCode(answer.application_token, other)).status).toBe(422);
    const spent = await tryCode(answer.application_token, first);
    expect(spent.status).toBe(422);
    expect(((await spent.json()) as { message: string }).message).toBe(
      'This code has expired or was tried too often. We sent you a new one.',
    );
    await expect
      .poll(
        async () =>
          (await t.db.select().from(sandboxMailbox).where(eq(sandboxMailbox.to, fields.email))).length,
      )
      .toBe(2);
    const second = await mailedCode(t.db, fields.email);
    expect((await tryCode(answer.application_token, second)).status).toBe(200);
  });
});
