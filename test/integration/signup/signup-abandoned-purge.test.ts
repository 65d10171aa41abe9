/**
 * Abandoned applications are purged (issue 22, Identity squatting rule 5): the hourly purge of
 * expired identity records deletes an application whose email was never verified within 30 days,
 * with every row of it and its uploaded files, and keeps a verified one waiting for support and an
 * unverified one still inside its window. Its files go through the file_deletions outbox: a crash
 * between the rows' commit and the files' delete loses no deletion.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountReviewDocuments,
  accountReviews,
  accounts,
  fileDeletions,
  locations,
  pharmacyLicences,
  pharmacyProfiles,
  users,
} from '../../../db/schema/index.ts';
import { isFileMissing, type FileStore } from '../../../activities/ports/file-store.ts';
import { purgeAbandonedApplications } from '../../../activities/maintenance/purge-abandoned-applications.ts';
import type { TestContext } from '../../harness/app.ts';
import {
  openSignupContext,
  signupFields,
  signupForm,
  submit,
  verifyEmail,
  type SignedUp,
} from './signup-fixtures.ts';

let t: TestContext;
let texasId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, texasId, close } = await openSignupContext('signup-purge'));
});
afterAll(() => close());

const DAY_MS = 86_400_000;

async function apply(): Promise<SignedUp & { email: string }> {
  const fields = signupFields(texasId);
  const response = await submit(t, signupForm(fields));
  expect(response.status).toBe(201);
  return { ...((await response.json()) as SignedUp), email: fields.email };
}

async function fileKeysOf(accountId: string): Promise<string[]> {
  const documents = await t.db
    .select({ key: accountReviewDocuments.fileKey })
    .from(accountReviewDocuments)
    .innerJoin(accountReviews, eq(accountReviews.id, accountReviewDocuments.reviewId))
    .where(eq(accountReviews.accountId, accountId));
  return documents.map((d) => d.key);
}

async function stored(key: string): Promise<boolean> {
  try {
    await t.ports.files.size(key);
    return true;
  } catch (error) {
    if (isFileMissing(error)) return false;
    throw error;
  }
}

/** Every row the application wrote, counted per table. */
async function rowsOf(accountId: string) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    accounts: await count(t.db.select().from(accounts).where(eq(accounts.id, accountId))),
    users: await count(t.db.select().from(users).where(eq(users.accountId, accountId))),
    locations: await count(t.db.select().from(locations).where(eq(locations.accountId, accountId))),
    profiles: await count(
      t.db.select().from(pharmacyProfiles).where(eq(pharmacyProfiles.accountId, accountId)),
    ),
    licences: await count(
      t.db.select().from(pharmacyLicences).where(eq(pharmacyLicences.accountId, accountId)),
    ),
    reviews: await count(t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId))),
  };
}

describe('signup: abandoned applications are purged (issue 22)', () => {
  it('deletes an application unverified for 30 days with its files, keeping verified and younger ones', async () => {
    const abandoned = await apply();
    const verified = await apply();
    const young = await apply();
    await verifyEmail(t, verified.email, verified.application_token);
    const abandonedKeys = await fileKeysOf(abandoned.account_id);
    expect(abandonedKeys).toHaveLength(2);
    for (const key of abandonedKeys) expect(await stored(key)).toBe(true);

    const old = new Date(Date.now() - 31 * DAY_MS);
    await t.db
      .update(accountReviews)
      .set({ createdAt: old })
      .where(inArray(accountReviews.accountId, [abandoned.account_id, verified.account_id]));
    await t.db
      .update(accountReviews)
      .set({ createdAt: new Date(Date.now() - 29 * DAY_MS) })
      .where(eq(accountReviews.accountId, young.account_id));

    const result = await t.temporal.client.workflow.execute<() => Promise<{ signupApplications?: number }>>(
      'purgeExpiredIdentityRecordsWorkflow',
      { taskQueue: t.env.temporal.taskQueue, workflowId: `purge-applications-${randomUUID()}` },
    );
    expect(result.signupApplications).toBe(1);

    expect(await rowsOf(abandoned.account_id)).toEqual({
      accounts: 0,
      users: 0,
      locations: 0,
      profiles: 0,
      licences: 0,
      reviews: 0,
    });
    for (const key of abandonedKeys) expect(await stored(key)).toBe(false);

    for (const kept of [verified, young]) {
      expect(await rowsOf(kept.account_id)).toEqual({
        accounts: 1,
        users: 1,
        locations: 1,
        profiles: 1,
        licences: 2,
        reviews: 1,
      });
      for (const key of await fileKeysOf(kept.account_id)) expect(await stored(key)).toBe(true);
    }
  });
});

describe('signup: the purge deletes files through the outbox (issue 22)', () => {
  it('keeps the queued files when the process stops after the rows’ commit, and the sweep deletes them', async () => {
    const abandoned = await apply();
    const keys = await fileKeysOf(abandoned.account_id);
    expect(keys).toHaveLength(2);
    await t.db
      .update(accountReviews)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(accountReviews.accountId, abandoned.account_id));
    // The store is gone once the transaction has committed, as when the worker dies right then.
    const files = t.ports.files;
    const crashed: FileStore = {
      put: (key, body) => files.put(key, body),
      get: (key) => files.get(key),
      size: (key) => files.size(key),
      delete: () => Promise.reject(new Error('the worker stopped')),
    };
    const purged = await purgeAbandonedApplications({ db: t.db, files: crashed }, new Date());
    expect(purged).toEqual({ applications: 1, files: 2 });
    expect(await rowsOf(abandoned.account_id)).toMatchObject({ accounts: 0, reviews: 0, licences: 0 });
    const queued = await t.db.select().from(fileDeletions).where(inArray(fileDeletions.fileKey, keys));
    expect(queued.map((q) => q.fileKey).sort()).toEqual([...keys].sort());
    expect(queued.every((q) => q.accountId === abandoned.account_id)).toBe(true);
    for (const key of keys) expect(await stored(key)).toBe(true);

    await t.temporal.client.workflow.execute('sweepFileDeletionsWorkflow', {
      taskQueue: t.env.temporal.taskQueue,
      workflowId: `sweep-purged-files-${randomUUID()}`,
    });
    for (const key of keys) expect(await stored(key)).toBe(false);
    expect(await t.db.select().from(fileDeletions).where(inArray(fileDeletions.fileKey, keys))).toEqual([]);
  });
});
