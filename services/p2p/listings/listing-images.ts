/**
 * The images of a p2p listing as a save changes them (supplier-side §3, §4 "Listing image
 * removal"): a saved image flagged 1 is marked removed (kept, hidden); a new image removed before
 * the save was never sent. One image is primary: the one chosen, else the first live one.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { listingFiles } from '../../../db/schema/index.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { PrimaryChoice, SavedImageFlag } from '../../../domain/p2p/listing-files.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const refuse = (field: string, message: string) =>
  new DomainError('REQUEST_INVALID', message, { fields: { [field]: [message] } });

/** Marks flagged saved images removed; every flag must name a live image of this listing. */
export async function removeFlaggedImages(tx: Tx, listingId: string, flags: SavedImageFlag[], now: Date) {
  if (flags.length === 0) return;
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
  if (removed.length)
    await tx
      .update(listingFiles)
      .set({ removedAt: now, isPrimary: false })
      .where(inArray(listingFiles.id, removed));
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
    .set({ isPrimary: sql`${listingFiles.id} = ${primary ?? null}` })
    .where(and(eq(listingFiles.listingId, listingId), eq(listingFiles.kind, 'image')));
}
