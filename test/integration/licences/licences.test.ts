/**
 * Licences that stay valid (issue 12): the daily watch warns 30 and 7 days ahead and holds after
 * the expiry, each notice once whatever the number of runs (time as input), suppliers that asked
 * are told; a licence past its expiry blocks checkout before any run; a renewed licence approved
 * by support lifts the hold.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLicences } from '../../../activities/licences/watch-licences.ts';
import { notifications, pharmacyLicences, supplierSettings } from '../../../db/schema/index.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { accountOf, call, KEYSTONE, openAuditsContext } from '../audits/audits-fixtures.ts';
import { addToCart, createListing, offlineBody, PHARMACY, place } from '../checkout/checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let support: Credentials;
let close: () => Promise<void>;

const SELLER = accountOf('seller@example.com');
const DAY = 86_400_000;

beforeAll(async () => {
  const ctx = await openAuditsContext('licences');
  ({ t, pharmacy, support, close } = ctx);
});
afterAll(() => close());

const noticesOf = (accountId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), like(notifications.kind, kind)));

describe('watchLicences (the daily schedule’s workflow)', () => {
  const start = new Date();

  it('warns 30 days ahead once however often it runs', async () => {
    await t.db
      .update(supplierSettings)
      .set({ sendLicenseUpdatesNotifsToBuyers: true })
      .where(eq(supplierSettings.supplierAccountId, KEYSTONE.id));
    // Riverside's Oregon licence expires in 20 days (the demo seed).
    expect(await watchLicences(t.db, start)).toEqual({ warned: 1, held: 0 });
    expect(await watchLicences(t.db, start)).toEqual({ warned: 0, held: 0 });
    expect(await noticesOf(SELLER.id, 'licence_expiring')).toHaveLength(1);
  });

  it('warns again 7 days ahead, once', async () => {
    const at = new Date(start.getTime() + 14 * DAY);
    expect(await watchLicences(t.db, at)).toEqual({ warned: 1, held: 0 });
    expect(await watchLicences(t.db, at)).toEqual({ warned: 0, held: 0 });
    expect(await noticesOf(SELLER.id, 'licence_expiring')).toHaveLength(2);
  });

  it('holds after the expiry, telling the suppliers that asked, once', async () => {
    const at = new Date(start.getTime() + 22 * DAY);
    const workflowId = `watch-licences-test-${randomUUID()}`;
    const result: unknown = await t.temporal.client.workflow.execute('watchLicencesWorkflow', {
      taskQueue: t.env.temporal.taskQueue,
      workflowId,
      args: [{ at: at.toISOString() }],
    });
    expect(result).toEqual({ warned: 0, held: 1 });
    await recordHistoryIfAsked('watch-licences', workflowId, t.env.temporal.address);
    expect(await watchLicences(t.db, at)).toEqual({ warned: 0, held: 0 });
    expect(await noticesOf(SELLER.id, 'licence_held')).toHaveLength(1);
    expect(await noticesOf(KEYSTONE.id, 'customer_licence_expired')).toHaveLength(1);
  });
});

describe('a licence past its expiry', () => {
  it('blocks checkout before the daily run, and an approved renewed licence lifts the hold', async () => {
    const yesterday = addDays(new Date().toISOString().slice(0, 10), -2);
    const [dea] = await t.db
      .update(pharmacyLicences)
      .set({ expiresOn: yesterday })
      .where(and(eq(pharmacyLicences.accountId, PHARMACY.id), eq(pharmacyLicences.kind, 'dea')))
      .returning();
    const { listing } = await createListing(t);
    await addToCart(t, PHARMACY.id, listing, 3); // $150.00, over Keystone's $100.00 minimum
    const refused = await place(t, pharmacy, listing.supplierAccountId, offlineBody());
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Your DEA registration ${dea!.number} expired on ${yesterday}. Please upload the renewed licence; you can order again once support approves it.`,
    );
    const licences = await call<{ held: boolean }>(t, 'GET', '/pharmacy/licences', pharmacy);
    expect(licences.body.held).toBe(true);

    const form = new FormData();
    form.set('expires_on', addDays(yesterday, 400));
    form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n renewed')]), 'dea.pdf');
    const uploaded = await t.call('POST', `/api/v1/pharmacy/licences/${dea!.id}/updates`, {
      as: pharmacy,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { update } = (await uploaded.json()) as { update: { id: string } };
    expect((await place(t, pharmacy, listing.supplierAccountId, offlineBody())).status).toBe(422);

    const approved = await call(t, 'POST', `/support/licence_updates/${update.id}/decision`, support, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    const again = await call(t, 'POST', `/support/licence_updates/${update.id}/decision`, support, {
      decision: 'reject',
      reason: 'late',
    });
    expect(again.status).toBe(409);
    expect((await place(t, pharmacy, listing.supplierAccountId, offlineBody())).status).toBe(201);
  });

  it('refuses a renewed licence that is not a PDF or image by its magic bytes, and another pharmacy’s licence is 404', async () => {
    const [own] = await t.db
      .select()
      .from(pharmacyLicences)
      .where(eq(pharmacyLicences.accountId, PHARMACY.id));
    const bad = new FormData();
    bad.set('expires_on', '2099-01-01');
    bad.set('file', new Blob([new TextEncoder().encode('MZ')]), 'dea.pdf');
    const refused = await t.call('POST', `/api/v1/pharmacy/licences/${own!.id}/updates`, {
      as: pharmacy,
      body: bad,
    });
    expect(refused.status).toBe(400);
    const [foreign] = await t.db
      .select()
      .from(pharmacyLicences)
      .where(eq(pharmacyLicences.accountId, SELLER.id));
    const good = new FormData();
    good.set('expires_on', '2099-01-01');
    good.set('file', new Blob([new TextEncoder().encode('%PDF-1.4')]), 'x.pdf');
    const missing = await t.call('POST', `/api/v1/pharmacy/licences/${foreign!.id}/updates`, {
      as: pharmacy,
      body: good,
    });
    expect(missing.status).toBe(404);
  });
});
