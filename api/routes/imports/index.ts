/** Supplier imports as durable jobs (issue 3; supplier-side §2 Imports, §4 Import, §7, §8). */
import type { Context } from 'hono';
import { z } from 'zod';
import { importErrorsCsv } from '../../../services/imports/errors-report.ts';
import { IMPORT_STARTED_MESSAGE, startImport } from '../../../services/imports/start-import.ts';
import {
  findImportJob,
  importFileBytesKept,
  listImportJobs,
  listImportRowErrors,
} from '../../../db/queries/imports.ts';
import { uploadRoom } from '../../../domain/catalog/import-limits.ts';
import type { ImportKind } from '../../../domain/catalog/import-rows.ts';
import { notFound } from '../../../domain/errors.ts';
import { MAX_PAGE } from '../../contract/paging.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import {
  ImportJobSchema,
  ImportJobsPageSchema,
  ImportRowErrorsPageSchema,
  ImportStartedSchema,
  serializeImportJob,
} from './serializers.ts';
import { receiveImportUpload } from './upload.ts';

const area = 'imports';
const access = ['supplier'] as const;

/** The spec's three import pages post here (supplier-side §7); the kind is implied by the path. */
const SPEC_IMPORT_PATHS = {
  '/suppliers/non_returnable_products_import': 'non_returnable_products',
  '/suppliers/special_discount_products_import': 'special_discount_products',
  '/suppliers/specific_shipping_rules_import': 'specific_shipping_rules',
} as const satisfies Record<string, ImportKind>;

/** Upload paths (under /api/v1): exempt from the 1 MB JSON body limit, they enforce their own. */
export const IMPORT_UPLOAD_PATHS = [
  '/api/v1/imports',
  ...Object.keys(SPEC_IMPORT_PATHS).map((p) => `/api/v1${p}`),
];

const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
const PageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

const uploadRoute = (path: string, withKind: boolean) =>
  defineRoute({
    method: 'post',
    path,
    area,
    access,
    rateLimit: 'uploads',
    summary: withKind
      ? 'Upload a CSV import of a kind (multipart)'
      : 'Upload this page’s CSV import (multipart)',
    description:
      'The file is stored and the durable job `import:<id>` started; follow it on `GET /imports/{id}`.',
    request: {
      upload: {
        ...(withKind
          ? { kind: { type: 'text' as const, description: 'inventory, non_returnable_products, …' } }
          : {}),
        file: {
          type: 'file',
          description: 'The .csv file, at most 50 MB (and within the supplier’s 500 MB of stored imports)',
        },
      },
    },
    responses: { 202: jsonContent(ImportStartedSchema, 'The job is queued') },
    // 422: the supplier's stored import files would pass the quota.
    problems: [422, 503],
  });

const listRoute = defineRoute({
  method: 'get',
  path: '/imports',
  area,
  access,
  summary: 'The supplier’s import jobs, newest first',
  request: { query: PageQuery },
  responses: { 200: jsonContent(ImportJobsPageSchema, 'One page of jobs') },
});

const jobRoute = defineRoute({
  method: 'get',
  path: '/imports/{id}',
  area,
  access,
  summary: 'One import job and its progress',
  request: { params: IdParam },
  responses: { 200: jsonContent(ImportJobSchema, 'The job') },
  problems: [404],
});

const errorsRoute = defineRoute({
  method: 'get',
  path: '/imports/{id}/errors',
  area,
  access,
  summary: 'The rows of a job that could not be imported, with the reasons',
  request: { params: IdParam, query: PageQuery },
  responses: { 200: jsonContent(ImportRowErrorsPageSchema, 'One page of row errors') },
  problems: [404],
});

const errorsCsvRoute = defineRoute({
  method: 'get',
  path: '/imports/{id}/errors.csv',
  area,
  access,
  rateLimit: 'exports',
  summary: 'The row errors as a CSV download (formula cells neutralised)',
  request: { params: IdParam },
  responses: { 200: fileContent('text/csv', 'The error report') },
  problems: [404],
});

async function upload(c: Context<AppEnv>, impliedKind?: ImportKind) {
  const { db, env, temporal, now, ports } = c.get('deps');
  const caller = c.get('caller');
  const quotaBytes = env.imports.quotaBytes;
  const room = uploadRoom(await importFileBytesKept(db, caller.account.id), quotaBytes);
  const stored = await receiveImportUpload(c, {
    impliedKind,
    files: ports.files,
    room: { bytes: room, quotaBytes },
  });
  const job = await startImport(
    {
      db,
      files: ports.files,
      temporal: temporal.client,
      taskQueue: env.temporal.taskQueue,
      now: now(),
      quotaBytes,
    },
    caller,
    stored,
  );
  const body = {
    id: job.id,
    status: job.status,
    message: IMPORT_STARTED_MESSAGE,
    job: serializeImportJob(job),
  };
  return c.json(body, 202);
}

/** The caller's own job, or 404 for an id of another account (decided in the query). */
async function ownJob(c: Context<AppEnv>, id: string) {
  const job = await findImportJob(c.get('deps').db, c.get('caller').account.id, id);
  if (!job) throw notFound('Import');
  return job;
}

export const importRoutes = createRouter();

addRoute(importRoutes, uploadRoute('/imports', true), (c) => upload(c));
for (const [path, kind] of Object.entries(SPEC_IMPORT_PATHS))
  addRoute(importRoutes, uploadRoute(path, false), (c) => upload(c, kind));

addRoute(importRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listImportJobs(c.get('deps').db, c.get('caller').account.id, {
    page: q.page,
    perPage: q.per_page,
  });
  return c.json({ data: rows.map(serializeImportJob), page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(importRoutes, jobRoute, async (c) =>
  c.json(serializeImportJob(await ownJob(c, c.req.valid('param').id)), 200),
);

addRoute(importRoutes, errorsRoute, async (c) => {
  const job = await ownJob(c, c.req.valid('param').id);
  const q = c.req.valid('query');
  const { rows, total } = await listImportRowErrors(c.get('deps').db, job.id, {
    page: q.page,
    perPage: q.per_page,
  });
  const data = rows.map((e) => ({ line_number: e.lineNumber, reasons: e.reasons, row: e.raw }));
  return c.json({ data, page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(importRoutes, errorsCsvRoute, async (c) => {
  const job = await ownJob(c, c.req.valid('param').id);
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
