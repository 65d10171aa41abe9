/**
 * Supplier imports end to end on the real API, PostgreSQL and an in-process worker (issue 3;
 * supplier-side §2 Imports, §4 Import, §7 the import POSTs, §8 Import errors).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, supplierProductRules } from '../../../db/schema/index.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { startImportWorker, uploadCsv, waitForJob as waitFor, type Job } from './imports-helpers.ts';

let t: TestContext;
let stopWorker: () => Promise<void>;
let supplier: Credentials & { kind: 'session' };
const filesDir = mkdtempSync(join(tmpdir(), 'imports-'));

const upload = (
  path: string,
  as: Credentials & { kind: 'session' },
  file: { name: string; text: string },
  kind?: string,
) => uploadCsv(t, path, as, file, kind);
const waitForJob = (id: string) => waitFor(t, supplier, id);

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `imports-${randomUUID()}`, filesDir });
  stopWorker = (await startImportWorker(t)).stop;
  supplier = await t.login('supplier@example.com');
});
afterAll(async () => {
  await stopWorker();
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('inventory import (supplier-side §4 Import, §5 Validation)', () => {
  let job: Job;
  let generic: { id: string; ndc: string };
  let brand: { id: string; ndc: string };

  beforeAll(async () => {
    generic = await insertProduct(t.db, { isBrand: false, awpCents: 10_000 }); // cap $75.00 (AWP less 25%)
    brand = await insertProduct(t.db, { isBrand: true, wacCents: 6_000 }); // cap $55.20 (WAC less 8%)
    await insertListing(t.db, brand.id, { sku: 'TAKEN-1' });
    const g = formatNdc(generic.ndc);
    const b = brand.ndc;
    const csv = [
      'ndc,sku,price,stock,expiry_date,lot',
      `${g},GOOD-1,50.00,10,2028-01-31,L1`, // 2 good
      `${b},GOOD-2,55.00,5,12-31-2027,`, // 3 good
      '12345,BAD-NDC,10.00,1,,', // 4 bad NDC
      `${g},OVER-CAP,80.00,1,,`, // 5 price over the cap
      `${g},NEG,10.00,-3,,`, // 6 negative stock
      '88999999999,UNKNOWN,10.00,1,,', // 7 unknown product
      `${g},TAKEN-1,10.00,1,,`, // 8 SKU of another product
      `${g},BAD-DATE,10.00,1,2028-13-45,`, // 9 bad date
      '"=HYPERLINK(""http://x"")",FORMULA,10.00,1,,', // 10 bad NDC, a formula in the report
      `${b},GOOD-3,30.00,0,,`, // 11 good
      `${b},GOOD-1,10.00,1,,`, // 12 SKU used by line 2 for another product
    ].join('\n');
    const response = await upload(
      '/api/v1/imports',
      supplier,
      { name: 'inventory.csv', text: csv },
      'inventory',
    );
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id: string; status: string; message: string };
    expect(body).toMatchObject({
      status: 'queued',
      message: 'Your import has started. You can follow its progress here.',
    });
    job = await waitForJob(body.id);
    // Imports run on their own lane's queue (issue 22), not the interactive one.
    const described = await t.temporal.client.workflow.getHandle(`import:${body.id}`).describe();
    expect(described.taskQueue).toBe(`${t.env.temporal.taskQueue}-imports`);
    await recordHistoryIfAsked('import-job', `import:${body.id}`, t.env.temporal.address);
  });

  it('completes with counters that match the rows: 3 imported, 8 failed of 11', () => {
    expect(job).toMatchObject({
      status: 'completed',
      total_rows: 11,
      processed_rows: 11,
      imported_rows: 3,
      failed_rows: 8,
    });
  });

  it('writes the good rows as listings of the supplier, tagged with the job', async () => {
    const rows = await t.db
      .select()
      .from(listings)
      .where(and(eq(listings.supplierAccountId, SUPPLIER_ID), eq(listings.importJobId, job.id)));
    expect(rows.map((r) => [r.sku, r.packPriceCents, r.stock]).sort()).toEqual([
      ['GOOD-1', 5000, 10],
      ['GOOD-2', 5500, 5],
      ['GOOD-3', 3000, 0],
    ]);
    expect(rows.find((r) => r.sku === 'GOOD-2')?.expiryDate).toBe('2027-12-31');
  });

  it('records each bad row with its line number and reasons (spec SKU message, pack-price cap)', async () => {
    const response = await t.call('GET', `/api/v1/imports/${job.id}/errors?per_page=100`, { as: supplier });
    const body = (await response.json()) as {
      data: { line_number: number; reasons: string[] }[];
      total: number;
    };
    expect(body.total).toBe(8);
    const byLine = new Map(body.data.map((e) => [e.line_number, e.reasons.join(' | ')]));
    expect([...byLine.keys()]).toEqual([4, 5, 6, 7, 8, 9, 10, 12]);
    expect(byLine.get(4)).toContain('is not a valid NDC');
    expect(byLine.get(5)).toBe('Pack price cannot exceed $75.00 (AWP less 25%).');
    expect(byLine.get(6)).toBe('Stock cannot be negative.');
    expect(byLine.get(7)).toBe('No product with NDC 88999-9999-99');
    expect(byLine.get(8)).toBe('Sorry, but a product with this SKU already exists.');
    expect(byLine.get(9)).toContain('is not a date');
    expect(byLine.get(12)).toBe('Sorry, but a product with this SKU already exists.');
  });

  it('pages the errors', async () => {
    const response = await t.call('GET', `/api/v1/imports/${job.id}/errors?page=2&per_page=3`, {
      as: supplier,
    });
    const body = (await response.json()) as { data: { line_number: number }[]; page: number; total: number };
    expect(body.data.map((e) => e.line_number)).toEqual([7, 8, 9]);
    expect(body).toMatchObject({ page: 2, total: 8 });
  });

  it('downloads the error report as CSV with formula cells neutralised', async () => {
    const response = await t.call('GET', `/api/v1/imports/${job.id}/errors.csv`, { as: supplier });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('line_number,reasons,ndc,sku,price,stock,expiry_date,lot');
    expect(lines).toHaveLength(9);
    expect(lines.find((l) => l.startsWith('10,'))).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines.find((l) => l.startsWith('6,'))).toContain(`'-3`);
  });

  it("lists the supplier's jobs newest first", async () => {
    const response = await t.call('GET', '/api/v1/imports', { as: supplier });
    const body = (await response.json()) as { data: { id: string }[]; total: number };
    expect(body.data[0]?.id).toBe(job.id);
  });

  it('answers 404 to another supplier for the job, its errors and its report, and 403 to a pharmacy', async () => {
    const other = await t.login('supplier2@example.com');
    for (const path of ['', '/errors', '/errors.csv']) {
      expect((await t.call('GET', `/api/v1/imports/${job.id}${path}`, { as: other })).status).toBe(404);
    }
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('GET', `/api/v1/imports/${job.id}`, { as: pharmacy })).status).toBe(403);
    expect(
      (await upload('/api/v1/imports', pharmacy, { name: 'x.csv', text: 'ndc\n1' }, 'inventory')).status,
    ).toBe(403);
  });
});

describe('upload rules (supplier-side §5: product import file csv only; §8 msg)', () => {
  it('refuses a file that is not .csv, with msg for the errors area', async () => {
    const response = await upload(
      '/api/v1/imports',
      supplier,
      { name: 'stock.xlsx', text: 'x' },
      'inventory',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe('Please select a .csv file.');
  });

  it('refuses an unknown kind and an empty file', async () => {
    expect(
      (await upload('/api/v1/imports', supplier, { name: 'a.csv', text: 'ndc\n1' }, 'pricing')).status,
    ).toBe(400);
    const empty = await upload('/api/v1/imports', supplier, { name: 'a.csv', text: '' }, 'inventory');
    expect(((await empty.json()) as { msg: string }).msg).toBe('The file is empty.');
  });

  it('fails the job naming the missing column when the header is incomplete', async () => {
    const response = await upload(
      '/api/v1/imports',
      supplier,
      { name: 'a.csv', text: 'ndc,sku,stock\n1,2,3' },
      'inventory',
    );
    const job = await waitForJob(((await response.json()) as { id: string }).id);
    expect(job).toMatchObject({ status: 'failed', failure: 'Missing column: price' });
  });
});

describe('rule imports on the spec paths (supplier-side §7)', () => {
  it('imports special discount products through POST /suppliers/special_discount_products_import', async () => {
    const product = await insertProduct(t.db);
    const csv = `ndc,discount_percent\n${product.ndc},12.5\n${product.ndc},abc\n`;
    const response = await upload('/api/v1/suppliers/special_discount_products_import', supplier, {
      name: 'd.csv',
      text: csv,
    });
    expect(response.status).toBe(202);
    const job = await waitForJob(((await response.json()) as { id: string }).id);
    expect(job).toMatchObject({ status: 'completed', imported_rows: 1, failed_rows: 1 });
    const [rule] = await t.db
      .select()
      .from(supplierProductRules)
      .where(eq(supplierProductRules.ndc, product.ndc));
    expect(rule).toMatchObject({ supplierAccountId: SUPPLIER_ID, specialDiscountBp: 1250 });
  });
});
