/**
 * The rows of a placed order, written inside the placement transaction: the order with its
 * address snapshots and server-computed totals, its items at the prices charged, and the cart
 * lines it came from removed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CartLine } from '../../db/queries/cart/cart.ts';
import type { LocationAddress } from '../../db/queries/locations.ts';
import { cartItems, orderItems, orders, type OrderAddress } from '../../db/schema/index.ts';
import type { OrderTotals, PaymentMethod } from '../../domain/checkout/totals.ts';
import type { Caller } from '../../domain/identity/caller.ts';

type Tx = Pick<Database, 'insert' | 'delete'>;

/** An address as it was at placement (spec §3 Order: bill and ship address attributes). */
export function snapshotAddress(location: LocationAddress, caller: Caller): OrderAddress {
  return {
    location_id: location.id,
    firstname: caller.user.firstName,
    lastname: caller.user.lastName,
    phone: location.phone,
    gln_number: location.glnNumber,
    address1: location.address1,
    address2: location.address2,
    city: location.city,
    state_id: location.stateId,
    state_code: location.stateCode,
    zipcode: location.zipcode,
  };
}

export type NewOrder = {
  id: string;
  supplierId: string;
  paymentMethod: PaymentMethod;
  paymentCardId: string | null;
  bankAccountId: string | null;
  shippingMethod: string;
  ship: LocationAddress;
  bill: LocationAddress;
  totals: OrderTotals;
  memo: string | null;
  estimatedDelivery: string | null;
  /** A p2p order's reason code (issue 13): the order is written with is_p2p set. */
  p2pReasonCode?: string | undefined;
  /** Over the buyer's spend limit (issue 23): written awaiting the master's approval. */
  awaitingApproval?: boolean | undefined;
};

/** Inserts the order (status placed, or awaiting approval) and its items, and removes the ordered lines from the cart. */
export async function writeOrder(
  tx: Tx,
  caller: Caller,
  order: NewOrder,
  lines: readonly CartLine[],
  now: Date,
) {
  const [row] = await tx
    .insert(orders)
    .values({
      id: order.id,
      pharmacyAccountId: caller.account.id,
      supplierAccountId: order.supplierId,
      placedByUserId: caller.user.id,
      status: order.awaitingApproval ? 'awaiting_approval' : 'placed',
      paymentMethod: order.paymentMethod,
      paymentCardId: order.paymentCardId,
      bankAccountId: order.bankAccountId,
      shippingMethod: order.shippingMethod,
      shipLocationId: order.ship.id,
      shipAddress: snapshotAddress(order.ship, caller),
      billAddress: snapshotAddress(order.bill, caller),
      itemTotalCents: order.totals.itemTotalCents,
      shippingCents: order.totals.shippingCents,
      cardFeeCents: order.totals.cardFeeCents,
      achDiscountCents: order.totals.achDiscountCents,
      taxCents: order.totals.taxCents,
      totalCents: order.totals.totalCents,
      memo: order.memo,
      estimatedDelivery: order.estimatedDelivery,
      isP2p: order.p2pReasonCode !== undefined,
      p2pReasonCode: order.p2pReasonCode ?? null,
      placedAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      listingId: line.listingId,
      productId: line.productId,
      ndc: line.ndc,
      name: `${line.name} ${line.strength}`,
      isBrand: line.isBrand,
      quantity: line.quantity,
      originalQuantity: line.quantity,
      unitCents: line.unitCents,
      originalUnitCents: line.packPriceCents,
      totalCents: line.totalCents,
      promoApplied: line.promoApplied,
      offerId: line.offerId,
      bundleOfferId: line.bundleOfferId,
    })),
  );
  const ids = lines.map((l) => l.cartItemId);
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.pharmacyAccountId, caller.account.id), inArray(cartItems.id, ids)));
  return row!;
}
