/**
 * A p2p listing's files go with their records (issue 22, "delete files with their records"): an
 * image removed by an edit, and the images of a listing taken off sale, are deleted with their
 * files through the file_deletions outbox (off the seller's quota) while no order names the
 * listing; once an order does, they are kept as the sale's record. Proof and pedigree stay.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFileUsage,
  fileDeletions,
  listingFiles,
  listings,
  orderItems,
} from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller, pngBytes } from '../../harness/p2p-seller.ts';
import { accountOf } from '../audits/audits-fixtures.ts';
import { listingForm, send } from './p2p-listings-fixtures.ts';
import { placeP2pOrder } from './p2p-orders-fixtures.ts';

let t: TestContext;
let seller: Credentials;
const SELLER = accountOf('seller@example.com');

beforeAll(async () => {
  t = await createTestContext({ filesDir: await mkdtemp(join(tmpdir(), 'p2p-listing-files-')) });
  await approveSeller(t.db, { accountId: SELLER.id, userId: SELLER.user.id });
  seller = await t.login('seller@example.com');
});
afterAll(() => t.close());

/** The listing's live images, oldest first. */
const imagesOf = (listingId: string) =>
  t.db
    .select()
    .from(listingFiles)
    .where(and(eq(listingFiles.listingId, listingId), eq(listingFiles.kind, 'image')))
    .orderBy(asc(listingFiles.createdAt), asc(listingFiles.fileName));

/** An edit of the listing that removes the saved image `imageId` and sends no new file. */
const removing = (productId: string, imageId: string) =>
  listingForm(productId, {
    fields: { 'primary_image[]': [`${imageId}:1`] },
    files: { 'proof_of_purchase[]': [], 'pedigree_documents[]': [], 'image[]': [] },
  });

const isStored = (key: string) =>
  t.ports.files.size(key).then(
    () => true,
    () => false,
  );

async function usageOf(accountId: string) {
  const [row] = await t.db.select().from(accountFileUsage).where(eq(accountFileUsage.accountId, accountId));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** An order line (of a fixture p2p order) naming the listing, as a sale of it would. */
async function orderNaming(listingId: string) {
  const { lines } = await placeP2pOrder(t, { lines: [{}] });
  await t.db.update(orderItems).set({ listingId }).where(eq(orderItems.id, lines[0]!.id));
}

describe('PATCH /pharmacy/inventory/{id}: a removed image', () => {
  it('deletes a removed image with its file while no order names the listing, and moves the primary flag', async () => {
    const product = await insertProduct(t.db);
    const form = listingForm(product.id, {
      files: {
        'image[]': [
          { bytes: pngBytes(), name: 'a.png' },
          { bytes: pngBytes(), name: 'b.png' },
        ],
      },
    });
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, form)).body.id as string;
    const a = (await imagesOf(id)).find((f) => f.fileName === 'a.png')!;
    expect(a.isPrimary).toBe(true);
    const usageBefore = await usageOf(SELLER.id);
    const answer = await send(t, 'PATCH', `/pharmacy/inventory/${id}`, seller, removing(product.id, a.id));
    expect(answer.status).toBe(200);
    const after = (await send(t, 'GET', `/pharmacy/inventory/${id}`, seller)).body.files as {
      name: string;
      primary: boolean;
    }[];
    expect(after.find((f) => f.name === 'a.png')).toBeUndefined();
    expect(after.find((f) => f.name === 'b.png')).toMatchObject({ primary: true });
    expect(await t.db.select().from(listingFiles).where(eq(listingFiles.listingId, id))).toHaveLength(3);
    expect(await isStored(a.fileKey)).toBe(false);
    expect(await t.db.select().from(fileDeletions).where(eq(fileDeletions.fileKey, a.fileKey))).toEqual([]);
    expect(await usageOf(SELLER.id)).toEqual({
      files: usageBefore.files - 1,
      bytes: usageBefore.bytes - a.sizeBytes,
    });
  });

  it('keeps a removed image (marked removed, hidden) once an order names the listing, even its last one', async () => {
    const product = await insertProduct(t.db);
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, listingForm(product.id))).body
      .id as string;
    await orderNaming(id);
    const [image] = await imagesOf(id);
    const answer = await send(
      t,
      'PATCH',
      `/pharmacy/inventory/${id}`,
      seller,
      removing(product.id, image!.id),
    );
    expect(answer.status).toBe(200);
    const [row] = await t.db.select().from(listingFiles).where(eq(listingFiles.id, image!.id));
    expect(row!.removedAt).not.toBeNull();
    expect(await isStored(image!.fileKey)).toBe(true);
  });
});

describe('DELETE /pharmacy/inventory/{id}: the listing’s files', () => {
  it('deactivates the listing, keeps its proof and pedigree and deletes its images while no order names it', async () => {
    const product = await insertProduct(t.db);
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, listingForm(product.id))).body
      .id as string;
    const [image] = await imagesOf(id);
    expect((await send(t, 'DELETE', `/pharmacy/inventory/${id}`, seller)).status).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row!.active).toBe(false);
    const kept = await t.db.select().from(listingFiles).where(eq(listingFiles.listingId, id));
    expect(kept.map((f) => f.kind).sort()).toEqual(['pedigree', 'proof_of_purchase']);
    for (const file of kept) expect(await isStored(file.fileKey)).toBe(true);
    expect(await isStored(image!.fileKey)).toBe(false);
  });

  it('deactivates an ordered listing and keeps all its files', async () => {
    const product = await insertProduct(t.db);
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, listingForm(product.id))).body
      .id as string;
    await orderNaming(id);
    expect((await send(t, 'DELETE', `/pharmacy/inventory/${id}`, seller)).status).toBe(200);
    const files = await t.db.select().from(listingFiles).where(eq(listingFiles.listingId, id));
    expect(files).toHaveLength(3);
    for (const file of files) expect(await isStored(file.fileKey)).toBe(true);
  });
});
