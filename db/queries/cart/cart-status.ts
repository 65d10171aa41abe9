/**
 * Each cart's standing with its supplier: whether the supplier approved the pharmacy as a customer
 * (issue 4) and whether the cart meets the supplier's order minimums (pharmacy-side §5 Order
 * minimums, through domain/checkout/order-minimums.ts with the supplier's own settings).
 */
import { checkOrderMinimums, type MinimumsCheck } from '../../../domain/checkout/order-minimums.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import type { Database } from '../../client.ts';
import { listCarts, type CartsOverview, type SupplierCart } from './cart.ts';
import { listApprovedSupplierIds } from '../customers.ts';
import { loadCheckoutSettings } from '../supplier-settings/supplier-settings.ts';

export type CartStatus = { customerApproved: boolean; minimums: MinimumsCheck };
export type CartWithStatus = SupplierCart & CartStatus;

/** A supplier's minimums checked against a cart's lines, priced as the cart prices them. */
export async function checkCartMinimums(db: Database, cart: SupplierCart): Promise<MinimumsCheck> {
  const settings = await loadCheckoutSettings(db, cart.supplierId);
  const s = settings?.settings;
  return checkOrderMinimums(
    cart.lines.map((l) => ({ quantity: l.quantity, totalCents: l.totalCents, isBrand: l.isBrand })),
    {
      wholesalerName: settings?.wholesalerName ?? cart.supplierName,
      minimumOrderTotalCents: s?.minimumOrderTotalCents ?? 0,
      brandsMinimumOrderTotalCents: s?.brandsMinimumOrderTotalCents ?? 0,
      brandsMinimumMandatory: s?.brandsMinimumMandatory ?? false,
      genericsMinimumOrderTotalCents: s?.genericsMinimumOrderTotalCents ?? 0,
      genericsMinimumMandatory: s?.genericsMinimumMandatory ?? false,
    },
  );
}

/** Every cart of the caller with its approval and minimum status, and the saved items. */
export async function loadCartsWithStatus(
  db: Database,
  caller: Caller,
  today: string,
): Promise<{ carts: CartWithStatus[]; saved: CartsOverview['saved'] }> {
  const [overview, approved] = await Promise.all([
    listCarts(db, caller, today),
    listApprovedSupplierIds(db, caller),
  ]);
  const carts = await Promise.all(
    overview.carts.map(async (cart) => ({
      ...cart,
      // A p2p seller has no customer relationship with its buyers: any pharmacy in good standing buys (issue 13).
      customerApproved: cart.isP2p || approved.includes(cart.supplierId),
      minimums: await checkCartMinimums(db, cart),
    })),
  );
  return { carts, saved: overview.saved };
}
