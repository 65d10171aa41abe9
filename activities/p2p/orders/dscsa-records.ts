/**
 * The DSCSA T3 records of a shipped p2p order (issue 13; notes: DSCSA): one per line, written in
 * the shipping step's transaction, version 1: the transaction information (product, strength,
 * dosage form, container size, NDC, lot, expiry, quantity, transaction and shipment dates, seller
 * and buyer names and addresses), the history (the listing's pedigree documents, naming the
 * prior transactions) and the seller's transaction statement. A database trigger freezes them.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  accounts,
  dscsaTransactionRecords,
  listingFiles,
  listings,
  locations,
  orderItems,
  products,
  states,
  type DscsaParty,
} from '../../../db/schema/index.ts';
import { transactionStatement } from '../../../domain/p2p/dscsa.ts';
import type { OrderRow, Tx } from '../../orders/order-steps.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The seller as the record names it: its account name and its default shipping (else first) location. */
async function sellerParty(tx: Tx, accountId: string): Promise<DscsaParty> {
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const [loc] = await tx
    .select({ location: locations, stateCode: states.code })
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .where(eq(locations.accountId, accountId))
    .orderBy(desc(locations.isDefaultShipping), asc(locations.createdAt))
    .limit(1);
  const l = loc?.location;
  return {
    name: account?.name ?? '',
    address: {
      location_id: l?.id ?? '',
      firstname: '',
      lastname: '',
      phone: l?.phone ?? null,
      gln_number: l?.glnNumber ?? null,
      address1: l?.address1 ?? '',
      address2: l?.address2 ?? null,
      city: l?.city ?? '',
      state_id: l?.stateId ?? 0,
      state_code: loc?.stateCode ?? '',
      zipcode: l?.zipcode ?? '',
    },
  };
}

/** Writes version 1 of every line's record (a retry finds them and writes nothing). */
export async function writeDscsaRecords(tx: Tx, order: OrderRow, shippedAt: Date): Promise<number> {
  const lines = await tx
    .select({ item: orderItems, product: products, purchasedFrom: listings.purchasedFrom })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(listings, eq(listings.id, orderItems.listingId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const listingIds = lines.map((l) => l.item.listingId).filter((id): id is string => id !== null);
  const pedigrees =
    listingIds.length === 0
      ? []
      : await tx
          .select()
          .from(listingFiles)
          .where(
            and(
              inArray(listingFiles.listingId, listingIds),
              eq(listingFiles.kind, 'pedigree'),
              isNull(listingFiles.removedAt),
            ),
          )
          .orderBy(asc(listingFiles.createdAt));
  const seller = await sellerParty(tx, order.supplierAccountId);
  const [buyerAccount] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, order.pharmacyAccountId));
  const buyer: DscsaParty = { name: buyerAccount?.name ?? '', address: order.shipAddress };
  const statement = transactionStatement(seller.name);
  const rows = lines.map(({ item, product, purchasedFrom }) => ({
    orderId: order.id,
    orderItemId: item.id,
    version: 1,
    sellerAccountId: order.supplierAccountId,
    buyerAccountId: order.pharmacyAccountId,
    ndc: item.ndc,
    productName: item.name,
    strength: product.strength,
    dosageForm: product.dosageForm,
    containerSize: product.packageSize,
    quantity: item.quantity,
    lot: item.lot ?? '',
    expiryDate: item.expDate ?? day(shippedAt),
    transactionDate: day(order.placedAt),
    shipmentDate: day(shippedAt),
    seller,
    buyer,
    history: pedigrees
      .filter((p) => p.listingId === item.listingId)
      .map((p) => ({
        kind: 'prior_transaction',
        document: p.fileName,
        purchased_from: purchasedFrom ?? null,
        recorded_at: p.createdAt.toISOString(),
      })),
    statement,
  }));
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(dscsaTransactionRecords)
    .values(rows)
    .onConflictDoNothing({ target: [dscsaTransactionRecords.orderItemId, dscsaTransactionRecords.version] })
    .returning({ id: dscsaTransactionRecords.id });
  return written.length;
}
