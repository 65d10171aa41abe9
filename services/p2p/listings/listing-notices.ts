/**
 * Who hears about a p2p listing whose proof is not on file (supplier-side §1, §6 "Support: notified
 * about missing proofs of purchase"): the support desk when the listing is saved that way, and the
 * seller when support asks for the proof. Both deduplicated per listing per day.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, notifications } from '../../../db/schema/index.ts';
import { missingProofSentence, type missingProofParts } from '../../../domain/p2p/listing-form.ts';
import { notifyAccount } from '../../../activities/notifications/notify-account.ts';

type Tx = Pick<Database, 'select' | 'insert' | 'execute'>;
type Missing = ReturnType<typeof missingProofParts>;

export const MISSING_PROOFS_SUPPORT_LINK = '/support/missing-proofs';
export const listingEditLink = (listingId: string) => `/pharmacy/inventory/${listingId}/edit`;

/** Tells every support account that the listing was saved without its proof. */
export async function notifySupportOfMissingProof(
  tx: Tx,
  input: { listingId: string; productName: string; sellerName: string; missing: Missing; day: string },
): Promise<void> {
  const desks = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, 'support'));
  for (const desk of desks)
    await notifyAccount(tx, {
      accountId: desk.id,
      kind: 'p2p_missing_proof',
      title: `${input.sellerName} listed ${input.productName} without its proof of purchase`,
      body: `Missing: ${input.missing.join(', ').replaceAll('_', ' ')}.`,
      link: MISSING_PROOFS_SUPPORT_LINK,
      dedupeKey: `p2p-missing-proof:${input.listingId}:${input.day}:${desk.id}`,
      details: { listing_id: input.listingId },
    });
}

/**
 * Tells the seller exactly what to upload, linking to the listing's edit page. Answers false when
 * the seller was already told about this listing today.
 */
export async function notifySellerOfMissingProof(
  tx: Tx,
  input: { listingId: string; sellerAccountId: string; productName: string; missing: Missing; day: string },
): Promise<boolean> {
  const dedupeKey = `p2p-missing-proof-seller:${input.listingId}:${input.day}`;
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupeKey, dedupeKey));
  if (told) return false;
  await notifyAccount(tx, {
    accountId: input.sellerAccountId,
    kind: 'p2p_missing_proof',
    title: `Your listing of ${input.productName} needs its proof of purchase`,
    body: missingProofSentence(input.missing),
    link: listingEditLink(input.listingId),
    dedupeKey,
    details: { listing_id: input.listingId, missing: input.missing },
  });
  return true;
}
