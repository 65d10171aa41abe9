import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { importErrorsCsv } from '../../activities/imports/errors-report.ts';
import { IMPORT_STARTED_MESSAGE, startImport } from '../../activities/imports/start-import.ts';
import {
  findImportJob,
  listImportJobs,
  listImportRowErrors,
  type ImportJobRow,
} from '../../db/queries/imports.ts';
import type { ImportKind } from '../../domain/catalog/import-rows.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readQuery } from '../validation.ts';
import { readImportUpload } from './imports-upload.ts';
import { iso } from '../contract/wire-format.ts';

/** The spec's three import pages post here (supplier-side §7); the kind is implied by the path. */
const SPEC_IMPORT_PATHS: Record<string, ImportKind> = {
  '/suppliers/non_returnable_products_import': 'non_returnable_products',
  '/suppliers/special_discount_products_import': 'special_discount_products',
  '/suppliers/specific_shipping_rules_import': 'specific_shipping_rules',
};
/** Upload paths (under /api/v1): exempt from the 1 MB JSON body limit, they enforce their own. */
export const IMPORT_UPLOAD_PATHS = [
  '/api/v1/imports',
  ...Object.keys(SPEC_IMPORT_PATHS).map((p) => `/api/v1${p}`),
];

const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
const PageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const serializeImportJob = (j: ImportJobRow) => ({
  id: j.id,
  kind: j.kind,
  status: j.status,
  file_name: j.fileName,
  file_bytes: j.fileBytes,
  total_rows: j.totalRows,
  processed_rows: j.processedRows,
  imported_rows: j.importedRows,
  failed_rows: j.failedRows,
  failure: j.failure,
  created_at: iso(j.createdAt),
  started_at: iso(j.startedAt),
  finished_at: iso(j.finishedAt),
});

async function upload(c: Context<AppEnv>, impliedKind?: ImportKind) {
  const { db, env, temporal, now } = c.get('deps');
  const { kind, file } = await readImportUpload(c, impliedKind);
  const job = await startImport(
    {
      db,
      files: c.get('deps').ports.files,
      temporal: temporal.client,
      taskQueue: env.temporal.taskQueue,
      now: now(),
    },
    c.get('caller'),
    { kind, fileName: file.name, body: file.stream() },
  );
  return c.json(
    { id: job.id, status: job.status, message: IMPORT_STARTED_MESSAGE, job: serializeImportJob(job) },
    202,
  );
}

/** The caller's own job, or 404 for an id of another account (decided in the query). */
async function ownJob(c: Context<AppEnv>) {
  const { id } = parseWith(IdParam, c.req.param());
  const job = await findImportJob(c.get('deps').db, c.get('caller').account.id, id);
  if (!job) throw notFound('Import');
  return job;
}

const supplierOnly = requireAccountKind('supplier');

/** Supplier imports as durable jobs (issue 3; supplier-side §2 Imports, §4 Import, §7, §8). */
export const importRoutes = new Hono<AppEnv>()
  .use('/imports', supplierOnly)
  .use('/imports/*', supplierOnly)
  .post('/imports', (c) => upload(c))
  .post('/suppliers/non_returnable_products_import', supplierOnly, (c) =>
    upload(c, 'non_returnable_products'),
  )
  .post('/suppliers/special_discount_products_import', supplierOnly, (c) =>
    upload(c, 'special_discount_products'),
  )
  .post('/suppliers/specific_shipping_rules_import', supplierOnly, (c) =>
    upload(c, 'specific_shipping_rules'),
  )
  .get('/imports', async (c) => {
    const q = readQuery(c, PageQuery);
    const { rows, total } = await listImportJobs(c.get('deps').db, c.get('caller').account.id, {
      page: q.page,
      perPage: q.per_page,
    });
    return c.json({ data: rows.map(serializeImportJob), page: q.page, per_page: q.per_page, total });
  })
  .get('/imports/:id', async (c) => c.json(serializeImportJob(await ownJob(c))))
  .get('/imports/:id/errors', async (c) => {
    const job = await ownJob(c);
    const q = readQuery(c, PageQuery);
    const { rows, total } = await listImportRowErrors(c.get('deps').db, job.id, {
      page: q.page,
      perPage: q.per_page,
    });
    const data = rows.map((e) => ({ line_number: e.lineNumber, reasons: e.reasons, row: e.raw }));
    return c.json({ data, page: q.page, per_page: q.per_page, total });
  })
  .get('/imports/:id/errors.csv', async (c) => {
    const job = await ownJob(c);
    const chunks = importErrorsCsv(c.get('deps').db, c.get('deps').ports.files, job);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="import-${job.id}-errors.csv"`,
      'Cache-Control': 'no-store',
    });
  });
