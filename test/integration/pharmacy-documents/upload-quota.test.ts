/**
 * The per-account upload quota (issue 22, Trust round 3, uploads without limits): every file a
 * signed-in account uploads is counted in account_file_usage as it is stored; past 5,000 files or
 * 2 GB the upload is refused with 413 and a message saying so, and nothing is stored; a file the
 * route discards (its save refused) comes off the count. Shown on tax documents; every upload route
 * reads its form through the same receiveMultipartForm.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountFileUsage, taxDocuments } from '../../../db/schema/index.ts';
import { UPLOAD_QUOTA, uploadQuotaMessage } from '../../../domain/files/upload-quota.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { accountOf } from '../audits/audits-fixtures.ts';

const PHARMACY = accountOf('pharmacy@example.com');
const PDF = new TextEncoder().encode('%PDF-1.4\n resale certificate\n');

let t: TestContext;
let pharmacy: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(accountFileUsage));

const upload = (kind = 'resale') => {
  const form = new FormData();
  form.set('kind', kind);
  form.set('state_code', 'TX');
  form.set('file', new Blob([PDF]), 'resale.pdf');
  return t.call('POST', '/api/v1/pharmacy/tax_documents', { as: pharmacy, body: form });
};

const usage = async () =>
  (await t.db.select().from(accountFileUsage).where(eq(accountFileUsage.accountId, PHARMACY.id)))[0] ?? null;
const documents = async () => t.db.select().from(taxDocuments).where(eq(taxDocuments.accountId, PHARMACY.id));

describe('the upload quota', () => {
  it('counts each stored file and its bytes for the account', async () => {
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    expect(await usage()).toMatchObject({ files: 2, bytes: 2 * PDF.byteLength });
  });

  it('takes a file the route discards off the count', async () => {
    expect((await upload('other')).status).toBe(400);
    expect(await usage()).toMatchObject({ files: 0, bytes: 0 });
  });

  it('refuses an upload past the bytes with 413 and a message, storing nothing', async () => {
    await t.db
      .insert(accountFileUsage)
      .values({ accountId: PHARMACY.id, files: 1, bytes: UPLOAD_QUOTA.maxBytes - 5 });
    const before = (await documents()).length;
    const refused = await upload();
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(uploadQuotaMessage(UPLOAD_QUOTA));
    expect(await documents()).toHaveLength(before);
    expect(await usage()).toMatchObject({ files: 1, bytes: UPLOAD_QUOTA.maxBytes - 5 });
  });

  it('refuses an upload past the number of files', async () => {
    await t.db
      .insert(accountFileUsage)
      .values({ accountId: PHARMACY.id, files: UPLOAD_QUOTA.maxFiles, bytes: 0 });
    expect((await upload()).status).toBe(413);
    expect(await usage()).toMatchObject({ files: UPLOAD_QUOTA.maxFiles, bytes: 0 });
  });
});
