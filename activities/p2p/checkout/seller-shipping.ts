/**
 * Writing a p2p seller's shipping settings (issue 13) into the shipping model: the default methods
 * inserted when support approves the seller, and the seller's own edits, methods, cut-offs and
 * holidays replaced in one transaction so a refused save leaves the old settings whole.
 */
import type { Database } from '../../../db/client.ts';
import { loadSellerShipping } from '../../../db/queries/p2p/seller-shipping.ts';
import { DomainError } from '../../../domain/errors.ts';
import {
  cutoffSettingsOf,
  DEFAULT_SELLER_SHIPPING_METHODS,
  SELLER_SHIPPING_MESSAGES,
  type SellerShippingSettings,
} from '../../../domain/p2p/seller-shipping.ts';
import {
  addShippingMethods,
  replaceShippingHolidays,
  replaceShippingMethods,
  writeShippingCutoffs,
} from '../../shipping/shipping-settings.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The default methods (docs/decisions.md), added beside any the seller already has. */
export async function insertDefaultSellerMethods(tx: Tx | Database, sellerAccountId: string): Promise<void> {
  await addShippingMethods(
    tx,
    sellerAccountId,
    DEFAULT_SELLER_SHIPPING_METHODS.map((m) => ({ ...m, active: true })),
  );
}

/** Replaces the caller's settings; a pharmacy that is not an approved seller is refused (422). */
export async function saveSellerShipping(
  db: Database,
  sellerAccountId: string,
  settings: SellerShippingSettings,
  now: Date,
): Promise<SellerShippingSettings> {
  if (!(await loadSellerShipping(db, sellerAccountId)))
    throw new DomainError('P2P_NOT_A_SELLER', SELLER_SHIPPING_MESSAGES.notSeller);
  await db.transaction(async (tx) => {
    await writeShippingCutoffs(tx, sellerAccountId, cutoffSettingsOf(settings.cutoffs), now);
    await replaceShippingMethods(
      tx,
      sellerAccountId,
      settings.methods.map((m) => ({
        serviceType: m.service_type,
        name: m.name,
        feeCents: m.fee_cents,
        transitBusinessDays: m.transit_business_days,
        active: m.active,
      })),
    );
    await replaceShippingHolidays(
      tx,
      sellerAccountId,
      settings.holidays.map((h) => ({ name: h.name, monthDay: h.month_day })),
    );
  });
  return (await loadSellerShipping(db, sellerAccountId))!;
}
