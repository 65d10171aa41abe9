/**
 * Makes a demo pharmacy an approved p2p seller the short way (an approved registration and its
 * pharmacy_sellers row written directly), for tests of what sellers do once approved. The
 * registration itself is tested through its workflow in seller-registration.test.ts.
 */
import { eq } from 'drizzle-orm';
import { writeApprovedSeller } from '../../activities/seller-registration/approved-seller.ts';
import { sellerRegistrations } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { copyCutoffToWeekdays } from '../../domain/seller-registration/shipping-cutoff.ts';
import { pngClaiming } from './image-headers.ts';

export async function approveSeller(
  db: Database,
  owner: { accountId: string; userId: string },
): Promise<void> {
  // A registration the account already has (the matrix's become-seller calls make one) is reused.
  const [open] = await db
    .select({ id: sellerRegistrations.id })
    .from(sellerRegistrations)
    .where(eq(sellerRegistrations.accountId, owner.accountId))
    .limit(1);
  const [registration] = open
    ? [open]
    : await db
        .insert(sellerRegistrations)
        .values({
          ...owner,
          status: 'approved',
          sellerName: 'Approved Seller',
          contactPhone: '(555) 010-0000',
          driverLicences: [],
          cutoffs: copyCutoffToWeekdays('5:00'),
          workflowStartedAt: new Date(),
        })
        .returning({ id: sellerRegistrations.id });
  await writeApprovedSeller(db, {
    accountId: owner.accountId,
    registrationId: registration!.id,
    cutoffs: copyCutoffToWeekdays('5:00'),
    approvedAt: new Date(),
  });
}

/** A tiny valid PDF (magic bytes and trailer), padded to `size` bytes when asked. */
export function pdfBytes(size = 0): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.4\n% test\n%%EOF\n');
  if (size <= head.byteLength) return head;
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(head, 0);
  return bytes;
}

/** A 1×1 PNG's signature and IHDR: enough for the magic-byte and pixel-budget checks. */
export function pngBytes(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(pngClaiming(1, 1));
}
