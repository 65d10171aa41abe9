/**
 * Orders and invoices written straight into the database, so the pharmacy's order pages and the
 * balance can be tested without going through checkout and fulfilment.
 */
import type { Database } from '../../../db/client.ts';
import {
  invoices,
  orderItems,
  orders,
  shipmentEvents,
  shipmentPackages,
  shipments,
  type OrderAddress,
} from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
export const PHARMACY = demo('pharmacy@example.com');
export const SELLER = demo('seller@example.com');

const ADDRESS: OrderAddress = {
  location_id: PHARMACY.locations[0]!.id,
  firstname: 'Paula',
  lastname: 'Reyes',
  phone: '(512) 555-0142',
  gln_number: null,
  address1: '512 Congress Ave',
  address2: null,
  city: 'Austin',
  state_id: 48,
  state_code: 'TX',
  zipcode: '78701',
};

type OrderRow = typeof orders.$inferInsert;
type LineInput = {
  productId?: string;
  name?: string;
  quantity?: number;
  unitCents?: number;
  isBrand?: boolean;
};

/** An order of `pharmacy` (default the demo pharmacy) from Keystone, with its lines (one by default). */
export async function insertOrder(
  db: Database,
  options: { pharmacy?: typeof PHARMACY; lines?: LineInput[]; overrides?: Partial<OrderRow> } = {},
) {
  const pharmacy = options.pharmacy ?? PHARMACY;
  const lines = options.lines ?? [{}];
  const prepared = [];
  for (const line of lines) {
    const product = line.productId ? { id: line.productId, ndc: '88000000000' } : await insertProduct(db);
    const quantity = line.quantity ?? 2;
    const unitCents = line.unitCents ?? 5_000;
    prepared.push({
      productId: product.id,
      ndc: product.ndc,
      name: line.name ?? 'Atorvastatin 20 mg',
      isBrand: line.isBrand ?? false,
      quantity,
      unitCents,
    });
  }
  const itemTotal = prepared.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      pharmacyAccountId: pharmacy.id,
      supplierAccountId: SUPPLIER_ID,
      placedByUserId: pharmacy.user.id,
      paymentMethod: 'pay_offline',
      shippingMethod: 'ground',
      shipAddress: { ...ADDRESS, location_id: pharmacy.locations[0]!.id },
      billAddress: { ...ADDRESS, location_id: pharmacy.locations[0]!.id },
      itemTotalCents: itemTotal,
      shippingCents: 1_500,
      totalCents: itemTotal + 1_500,
      ...options.overrides,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      prepared.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        ndc: l.ndc,
        name: l.name,
        isBrand: l.isBrand,
        quantity: l.quantity,
        originalQuantity: l.quantity,
        unitCents: l.unitCents,
        originalUnitCents: l.unitCents,
        totalCents: l.quantity * l.unitCents,
      })),
    )
    .returning();
  return { ...order!, items };
}

/** The invoice of an order: its total, issued and due on the given dates, open unless told. */
export async function insertInvoice(
  db: Database,
  order: { id: string; pharmacyAccountId: string; supplierAccountId: string; totalCents: number },
  overrides: Partial<typeof invoices.$inferInsert> = {},
) {
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      pharmacyAccountId: order.pharmacyAccountId,
      supplierAccountId: order.supplierAccountId,
      amountCents: order.totalCents,
      issuedOn: '2026-03-10',
      dueOn: '2026-04-09',
      ...overrides,
    })
    .returning();
  return invoice!;
}

/** An invoiced order in one call. */
export async function insertInvoicedOrder(
  db: Database,
  options: {
    pharmacy?: typeof PHARMACY;
    totalCents?: number;
    invoice?: Partial<typeof invoices.$inferInsert>;
  } = {},
) {
  const order = await insertOrder(db, {
    ...(options.pharmacy ? { pharmacy: options.pharmacy } : {}),
    overrides: { status: 'invoiced', ...(options.totalCents ? { totalCents: options.totalCents } : {}) },
  });
  return { order, invoice: await insertInvoice(db, order, options.invoice) };
}

type EventInput = { status: string; at: Date; city?: string; state?: string; source?: 'carrier' | 'manual' };

/** A shipment of an order as the supplier's ship step writes it: carrier, tracking number, one package, and its events. */
export async function insertShipment(
  db: Database,
  orderId: string,
  shipment: { carrier: string; trackingNumber: string; events: EventInput[] },
) {
  const latest = shipment.events.at(-1);
  const [row] = await db
    .insert(shipments)
    .values({
      orderId,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      latestStatus: latest?.status ?? 'shipment_information_sent',
      locationCity: latest?.city ?? null,
      locationState: latest?.state ?? null,
      estimatedDelivery: '2026-03-12',
      shippedAt: shipment.events[0]?.at ?? new Date(),
    })
    .returning();
  await db
    .insert(shipmentPackages)
    .values({ shipmentId: row!.id, weightMilliLbs: 2_500, length: 10, width: 8, height: 6 });
  if (shipment.events.length > 0)
    await db.insert(shipmentEvents).values(
      shipment.events.map((e) => ({
        shipmentId: row!.id,
        status: e.status,
        locationCity: e.city ?? null,
        locationState: e.state ?? null,
        source: e.source ?? ('carrier' as const),
        occurredAt: e.at,
      })),
    );
  return row!;
}
