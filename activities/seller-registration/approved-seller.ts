/**
 * What an approved seller registration leaves behind (issue 12, issue 13): the `pharmacy_sellers`
 * row, the seller shipping settings with the registration's weekday cut-offs, and the default
 * shipping methods, so every approved seller can be bought from at once.
 */
import type { Database } from '../../db/client.ts';
import { pharmacySellers, type StoredCutoffs } from '../../db/schema/index.ts';
import { cutoffSettingsOf } from '../../domain/p2p/seller-shipping.ts';
import { insertDefaultSellerMethods } from '../p2p/checkout/seller-shipping.ts';
import { writeShippingCutoffs } from '../shipping/shipping-settings.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes the approved seller's rows; writing them again changes nothing but the cut-offs. */
export async function writeApprovedSeller(
  tx: Tx | Database,
  seller: { accountId: string; registrationId: string; cutoffs: StoredCutoffs; approvedAt: Date },
): Promise<void> {
  await tx
    .insert(pharmacySellers)
    .values({
      accountId: seller.accountId,
      registrationId: seller.registrationId,
      approvedAt: seller.approvedAt,
    })
    .onConflictDoNothing();
  await writeShippingCutoffs(tx, seller.accountId, cutoffSettingsOf(seller.cutoffs), seller.approvedAt);
  // Default methods so every approved seller can be bought from (issue 13, docs/decisions.md).
  await insertDefaultSellerMethods(tx, seller.accountId);
}
