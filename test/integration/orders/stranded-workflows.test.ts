/**
 * Nothing waits forever (issue 10): an offer, a bundle offer or an import job committed while its
 * workflow start was lost gets its workflow from the start-stranded-workflows relay, once, under its
 * business key; rows whose workflow runs, or that are fresh, are left alone.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { bundleOffers, importJobs, offers } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { importWorkflowId } from '../../../workflows/imports/messages.ts';
import { bundleOfferWorkflowId, offerWorkflowId } from '../../../workflows/offers/messages.ts';
import { APP_ACCOUNT_IDS, APP_PROCESS, APP_SUBJECT_ID } from '../../../workflows/shared/messages.ts';
import type { TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { openFulfilmentContext } from './order-fulfilment-fixtures.ts';
import { insertBundleOffer, insertOffer } from '../offers/offers-list-fixtures.ts';

const SUPPLIER = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!;
const twoMinutesAgo = () => new Date(Date.now() - 120_000);

let t: TestContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await openFulfilmentContext('stranded-workflows'));
});
afterAll(async () => {
  await close?.();
});

async function runRelay(): Promise<number> {
  const workflowId = `start-stranded-workflows-${randomUUID()}`;
  const started = await t.temporal.client.workflow.execute<() => Promise<number>>(
    'startStrandedWorkflowsWorkflow',
    {
      taskQueue: t.env.temporal.taskQueue,
      workflowId,
    },
  );
  // Recorded after its imports and exports moved to their lanes; the histories from before the
  // search attributes (start-stranded-workflows.json) and the lanes (…-attributed.json) stay.
  if (started > 0)
    await recordHistoryIfAsked('start-stranded-workflows-lanes', workflowId, t.env.temporal.address);
  return started;
}

/** An import job committed as queued with its file stored, whose workflow never started. */
async function strandedImport() {
  const product = await insertProduct(t.db, { awpCents: 10_000 });
  const fileKey = newFileKey('imports', 'csv');
  const csv = `ndc,sku,price,stock,expiry_date\n${product.ndc},STRANDED-1,12.50,7,2030-06-30\n`;
  const bytes = await t.ports.files.put(fileKey, new TextEncoder().encode(csv));
  const [job] = await t.db
    .insert(importJobs)
    .values({
      supplierAccountId: SUPPLIER.id,
      createdByUserId: SUPPLIER.user.id,
      kind: 'inventory',
      fileName: 'stranded.csv',
      fileKey,
      fileBytes: bytes,
      createdAt: twoMinutesAgo(),
    })
    .returning();
  return job!;
}

describe('start-stranded-workflows', () => {
  it('starts the workflow of a pending offer, a pending bundle offer and a queued import left without one, once', async () => {
    const { offer } = await insertOffer(t, { createdAt: twoMinutesAgo() });
    const { bundle } = await insertBundleOffer(t, { createdAt: twoMinutesAgo() });
    const job = await strandedImport();
    // A fresh offer is left to its own request's start.
    const { offer: fresh } = await insertOffer(t);

    expect(await runRelay()).toBe(3);
    for (const id of [offerWorkflowId(offer.id), bundleOfferWorkflowId(bundle.id)]) {
      const description = await t.temporal.client.workflow.getHandle(id).describe();
      expect(description.status.name).toBe('RUNNING');
    }
    await expect(
      t.temporal.client.workflow.getHandle(offerWorkflowId(fresh.id)).describe(),
    ).rejects.toThrow();
    const [offerRow] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerRow!.workflowStartedAt).not.toBeNull();
    const [bundleRow] = await t.db.select().from(bundleOffers).where(eq(bundleOffers.id, bundle.id));
    expect(bundleRow!.workflowStartedAt).not.toBeNull();
    await expect
      .poll(async () => (await t.db.select().from(importJobs).where(eq(importJobs.id, job.id)))[0]!.status, {
        timeout: 20_000,
      })
      .toBe('completed');

    // Each start says what it is about and whose it is, as the API's start would (issue 22).
    const attributesOf = async (id: string) => {
      const { typedSearchAttributes: found } = await t.temporal.client.workflow.getHandle(id).describe();
      return [found.get(APP_PROCESS), found.get(APP_SUBJECT_ID), found.get(APP_ACCOUNT_IDS)?.sort()];
    };
    expect(await attributesOf(offerWorkflowId(offer.id))).toEqual([
      'offer',
      offer.id,
      [offer.buyerAccountId, offer.sellerAccountId].sort(),
    ]);
    expect(await attributesOf(bundleOfferWorkflowId(bundle.id))).toEqual([
      'bundle-offer',
      bundle.id,
      [bundle.buyerAccountId, bundle.sellerAccountId].sort(),
    ]);
    expect(await attributesOf(importWorkflowId(job.id))).toEqual(['import', job.id, [SUPPLIER.id]]);
    // The import runs on the imports lane's queue, as the API's start puts it (issue 22).
    const imported = await t.temporal.client.workflow.getHandle(importWorkflowId(job.id)).describe();
    expect(imported.taskQueue).toBe(`${t.env.temporal.taskQueue}-imports`);

    // Nothing is stranded any more.
    expect(await runRelay()).toBe(0);
  });
});
