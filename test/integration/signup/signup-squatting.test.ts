/**
 * Identity squatting (issue 22, Trust round 3): an application holds its email, DEA number, tax id
 * and licences only once approved. A signup naming a pending or rejected application's values is
 * accepted and both are flagged to support; an approved account's values are still refused;
 * approval is refused when an approved account took a value meanwhile (the partial unique index
 * decides); support releases a rejected application's identifiers, audited; licence groups are
 * capped at 60.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, auditEvents, users } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  approveSignup,
  openSignupContext,
  reviewIdOf,
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
  ({ t, support, texasId, close } = await openSignupContext('signup-squatting'));
});
afterAll(() => close());

type Collision = { field: string; value: string; review_id: string | null; review_status: string | null };
type Detail = { status: string; collisions: Collision[]; identifiers_released_at: string | null };

async function signUp(overrides: Record<string, string> = {}) {
  const fields = signupFields(texasId, overrides);
  const response = await submit(t, signupForm(fields));
  expect(response.status).toBe(201);
  const answer = (await response.json()) as SignedUp;
  await verifyEmail(t, fields.email, answer.application_token);
  return { fields, answer, reviewId: await reviewIdOf(t, answer.account_id) };
}

const detailOf = async (reviewId: string) =>
  (await (
    await t.call('GET', `/api/v1/support/account_reviews/${reviewId}`, { as: support })
  ).json()) as Detail;

/** The queue's rows by review id: is each flagged as a possible duplicate? */
async function flagsInQueue(...reviewIds: string[]) {
  const response = await t.call('GET', '/api/v1/support/account_reviews', { as: support });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; possible_duplicate: boolean }[] };
  return reviewIds.map((id) => data.find((r) => r.id === id)?.possible_duplicate);
}

const licenceOf = (fields: { licences: string }) =>
  (JSON.parse(fields.licences) as { number: string }[])[0]!.number;

describe('signup: identifiers are reserved only at approval (issue 22)', () => {
  it('accepts a signup naming a pending application’s email, DEA, tax id and licence, and flags both', async () => {
    const first = await signUp();
    const second = await signUp({
      email: first.fields.email.toUpperCase(),
      dea_number: first.fields.dea_number,
      federal_tax_id: first.fields.federal_tax_id,
      licences: first.fields.licences,
    });
    const expected = (other: string, f: typeof first.fields) =>
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', review_id: other, review_status: 'pending' }),
        expect.objectContaining({ field: 'dea_number', value: f.dea_number, review_id: other }),
        expect.objectContaining({ field: 'federal_tax_id', value: f.federal_tax_id, review_id: other }),
        expect.objectContaining({ field: 'state_licence', value: licenceOf(f), review_id: other }),
      ]) as unknown;
    expect((await detailOf(first.reviewId)).collisions).toEqual(expected(second.reviewId, first.fields));
    expect((await detailOf(second.reviewId)).collisions).toEqual(expected(first.reviewId, first.fields));
    expect((await detailOf(second.reviewId)).collisions).toHaveLength(4);
  });

  it('shows the flag in the support queue’s list: both colliding applications, not a third', async () => {
    const first = await signUp();
    const second = await signUp({ federal_tax_id: first.fields.federal_tax_id });
    const alone = await signUp();
    expect(await flagsInQueue(first.reviewId, second.reviewId, alone.reviewId)).toEqual([true, true, false]);
  });

  it('still refuses an approved account’s DEA number with the spec’s message', async () => {
    const holder = await signUp();
    expect((await approveSignup(t, support, holder.answer.account_id)).status).toBe(200);
    const response = await submit(
      t,
      signupForm(signupFields(texasId, { dea_number: holder.fields.dea_number })),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      dea_number: ['An account already exists for this dea_number'],
    });
  });

  it('refuses to approve an application whose email an approved account took meanwhile, and leaves it pending', async () => {
    const squatter = await signUp();
    const owner = await signUp({ email: squatter.fields.email });
    expect((await approveSignup(t, support, owner.answer.account_id)).status).toBe(200);
    const refused = await approveSignup(t, support, squatter.answer.account_id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This application cannot be approved: an approved account already holds its email.',
    );
    expect((await detailOf(squatter.reviewId)).status).toBe('pending');
    const holders = await t.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(and(eq(users.email, squatter.fields.email), eq(users.reserved, true)));
    expect(holders).toEqual([{ accountId: owner.answer.account_id }]);
  });

  it('lets support release a rejected application’s identifiers, audited; they are no longer flagged', async () => {
    const rejected = await signUp();
    const pendingRelease = await t.call(
      'PATCH',
      `/api/v1/support/account_reviews/${rejected.reviewId}/release_identifiers`,
      { as: support, body: {} },
    );
    expect(pendingRelease.status).toBe(409);
    const decided = await t.call('PATCH', `/api/v1/support/account_reviews/${rejected.reviewId}/reject`, {
      as: support,
      body: { reason: 'Not a pharmacy.' },
    });
    expect(decided.status).toBe(200);
    const again = await signUp({ dea_number: rejected.fields.dea_number });
    expect((await detailOf(again.reviewId)).collisions).toEqual([
      expect.objectContaining({
        field: 'dea_number',
        review_id: rejected.reviewId,
        review_status: 'rejected',
      }),
    ]);
    expect(await flagsInQueue(again.reviewId)).toEqual([true]);
    const released = await t.call(
      'PATCH',
      `/api/v1/support/account_reviews/${rejected.reviewId}/release_identifiers`,
      { as: support, body: {} },
    );
    expect(await released.json()).toEqual({ message: 'The application’s identifiers were released.' });
    expect((await detailOf(again.reviewId)).collisions).toEqual([]);
    expect(await flagsInQueue(again.reviewId)).toEqual([false]);
    expect((await detailOf(rejected.reviewId)).identifiers_released_at).not.toBeNull();
    const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.id, rejected.reviewId));
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'account_review.release_identifiers'),
          eq(auditEvents.target, rejected.answer.account_id),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(row!.identifiersReleasedByUserId);
    const twice = await t.call(
      'PATCH',
      `/api/v1/support/account_reviews/${rejected.reviewId}/release_identifiers`,
      { as: support, body: {} },
    );
    expect(twice.status).toBe(409);
  });

  it('refuses more than 60 licence groups with a 400 naming the field', async () => {
    const group = (JSON.parse(signupFields(texasId).licences) as object[])[0]!;
    const fields = signupFields(texasId, { licences: JSON.stringify(Array(61).fill(group)) });
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors)).toEqual([
      'licences',
    ]);
  });
});
