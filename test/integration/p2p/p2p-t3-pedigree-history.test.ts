/**
 * The DSCSA T3 history names only the pedigree the listing still has (issue 21): a pedigree
 * document removed from the p2p listing before shipment is kept as a row (marked removed, hidden,
 * as every removed listing file is) but is no prior transaction of the order, so neither the
 * record written at shipment nor its T3 PDF names it; the pedigree on file is named.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFiles } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { pdfText } from '../../harness/pdf-text.ts';
import { openFulfilmentContext, readOrder } from '../orders/order-fulfilment-fixtures.ts';
import { eventually, placeP2pOrder, recordsOf, startP2pOrder } from './p2p-orders-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let buyer: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy: buyer, close } = await openFulfilmentContext('p2p-t3-pedigree'));
  seller = await t.login('seller@example.com');
});
afterAll(() => close());

describe('a removed pedigree in the T3 record (issue 21)', () => {
  it('names the pedigree on file and not the one removed from the listing before shipment', async () => {
    // The fixture's listing has pedigree-1.pdf; the seller adds a newer one and the old one is removed.
    const { order, lines, listings } = await placeP2pOrder(t, { lines: [{}] });
    const listingId = listings[0]!.id;
    await t.db.insert(listingFiles).values({
      listingId,
      kind: 'pedigree',
      fileKey: `listing_files/${order.id}.pdf`,
      fileName: 'pedigree-current.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
    });
    // No route removes a pedigree yet: the removal is written as it would leave the row.
    const removed = await t.db
      .update(listingFiles)
      .set({ removedAt: new Date() })
      .where(and(eq(listingFiles.listingId, listingId), eq(listingFiles.fileName, 'pedigree-1.pdf')))
      .returning();
    expect(removed).toHaveLength(1);

    await startP2pOrder(t, order.id);
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.workflowStartedAt !== null,
    );
    const lot = await t.call('PATCH', `/api/v1/pharmacy/p2p/sales/${order.id}/lots`, {
      as: seller,
      body: { line_item_id: lines[0]!.id, lot: 'PED1', exp_date: '2029-06-30' },
    });
    expect(lot.status).toBe(200);
    const label = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: [{ weight: '1', length: 6, width: 6, height: 6 }] },
    });
    expect(label.status).toBe(200);

    const [record] = await recordsOf(t, order.id);
    expect(record!.history.map((h) => h.document)).toEqual(['pedigree-current.pdf']);
    const pdf = await t.call('GET', `/api/v1/dscsa/records/${record!.id}/pdf`, { as: buyer });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('pedigree-current.pdf');
    expect(text).not.toContain('pedigree-1.pdf');
  });
});
