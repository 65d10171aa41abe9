/**
 * The images of a p2p listing as a save changes them (supplier-side §3, §4 "Listing image
 * removal"): a saved image flagged 1 is removed (dropImages: deleted with its file while no order
 * names the listing, else kept hidden); a new image removed before the save was never sent. One
 * image is primary: the one chosen, else the first live one.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { listingFiles, orderItems } from '../../../db/schema/index.ts';
import { queueFileDeletions } from '../../files/file-deletions.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { PrimaryChoice, SavedImageFlag } from '../../../domain/p2p/listing-files.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const refuse = (field: string, message: string) =>
  new DomainError('REQUEST_INVALID', message, { fields: { [field]: [message] } });

/**
 * Removes the flagged saved images; every flag must name a live image of this listing. Answers the
 * file keys queued for deletion (deleted after commit).
 */
export async function removeFlaggedImages(
  tx: Tx,
  listing: { id: string; sellerAccountId: string },
  flags: SavedImageFlag[],
  now: Date,
): Promise<string[]> {
  const listingId = listing.id;
  if (flags.length === 0) return [];
  const ids = flags.map((f) => f.fileId);
  const found = await tx
    .select({ id: listingFiles.id })
    .from(listingFiles)
    .where(
      and(
        eq(listingFiles.listingId, listingId),
        eq(listingFiles.kind, 'image'),
        isNull(listingFiles.removedAt),
        inArray(listingFiles.id, ids),
      ),
    );
  if (found.length !== new Set(ids).size)
    throw refuse('primary_image', 'An image named is not one of this listing’s.');
  const removed = flags.filter((f) => f.removed).map((f) => f.fileId);
  return removed.length ? dropImages(tx, listing, removed, now) : [];
}

/**
 * Takes images off a listing (the ids given, or all its live ones): while no order names the
 * listing nobody was shown them as a sale's record, so their rows go and their files are queued
 * in the file_deletions outbox (off the seller's quota); once ordered they stay, marked removed,
 * as what the buyer was shown. Answers the keys queued, for deleteQueuedFiles after commit.
 */
export async function dropImages(
  tx: Tx,
  listing: { id: string; sellerAccountId: string },
  imageIds: string[] | 'all',
  now: Date,
): Promise<string[]> {
  const which = and(
    eq(listingFiles.listingId, listing.id),
    eq(listingFiles.kind, 'image'),
    isNull(listingFiles.removedAt),
    imageIds === 'all' ? undefined : inArray(listingFiles.id, imageIds),
  );
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.listingId, listing.id))
    .limit(1);
  if (ordered) {
    await tx.update(listingFiles).set({ removedAt: now, isPrimary: false }).where(which);
    return [];
  }
  const rows = await tx.delete(listingFiles).where(which).returning();
  return queueFileDeletions(
    tx,
    rows.map((r) => ({ accountId: listing.sellerAccountId, fileKey: r.fileKey, sizeBytes: r.sizeBytes })),
    now,
  );
}

/** Makes the chosen image primary (a saved one by id, a new one by position), else keeps or picks one. */
export async function settlePrimaryImage(
  tx: Tx,
  listingId: string,
  choice: PrimaryChoice,
  newImageIds: string[],
) {
  const live = await tx
    .select({ id: listingFiles.id, isPrimary: listingFiles.isPrimary })
    .from(listingFiles)
    .where(
      and(
        eq(listingFiles.listingId, listingId),
        eq(listingFiles.kind, 'image'),
        isNull(listingFiles.removedAt),
      ),
    )
    .orderBy(asc(listingFiles.createdAt), asc(listingFiles.id));
  let primary: string | undefined;
  if (choice && 'saved' in choice) {
    primary = live.find((image) => image.id === choice.saved)?.id;
    if (!primary) throw refuse('primary', 'The primary image must be one of the listing’s images.');
  } else if (choice) {
    primary = newImageIds[choice.newIndex];
    if (!primary) throw refuse('primary', 'The primary image must be one of the listing’s images.');
  } else {
    primary = live.find((image) => image.isPrimary)?.id ?? newImageIds[0] ?? live[0]?.id;
  }
  await tx
    .update(listingFiles)
    // No live image left: none is primary (comparing with null would write null).
    .set({ isPrimary: primary ? sql`${listingFiles.id} = ${primary}` : false })
    .where(and(eq(listingFiles.listingId, listingId), eq(listingFiles.kind, 'image')));
}
