/**
 * The master-data export (supplier-side §2 /suppliers/customers/export/master_data, §7 "POST
 * /suppliers/customers/export/master_data | none | message"; issue 11): starting it answers the
 * message and the export's id; its state and, when ready, its CSV are the supplier's own (404 else).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  MASTER_DATA_EXPORT_MESSAGE,
  markMasterDataExportsStarted,
  requestMasterDataExport,
} from '../../../activities/customers/master-data-export.ts';
import {
  findCustomerExport,
  type CustomerExportRow,
} from '../../../db/queries/customers/customer-exports.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { startMasterDataExport } from '../../../platform/temporal/customer-exports.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import { EmptyBody } from './schemas.ts';

const area = 'customers';
const access = ['supplier'] as const;
const ExportIdParam = z.strictObject({ id: z.uuid('not a valid id') });

export const CustomerExportSchema = z
  .strictObject({
    id: z.uuid(),
    status: z.enum(['queued', 'running', 'ready', 'failed']),
    row_count: z.number().int().nullable(),
    failure: z.string().nullable(),
    created_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CustomerExport' });

function serializeExport(row: CustomerExportRow): z.input<typeof CustomerExportSchema> {
  return {
    id: row.id,
    status: row.status,
    row_count: row.rowCount,
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

const startRoute = defineRoute({
  method: 'post',
  path: '/suppliers/customers/export/master_data',
  area,
  access,
  rateLimit: 'exports',
  summary: 'Start writing every customer’s master data as CSV; the supplier is notified when it is ready',
  request: { body: EmptyBody },
  responses: {
    202: jsonContent(
      z.strictObject({ message: z.string(), export: CustomerExportSchema }),
      'The export has started',
    ),
  },
});

const showRoute = defineRoute({
  method: 'get',
  path: '/suppliers/customers/exports/{id}',
  area,
  access,
  summary: 'One of the supplier’s master-data exports: queued, running, ready or failed',
  request: { params: ExportIdParam },
  responses: { 200: jsonContent(CustomerExportSchema, 'The export') },
  problems: [404],
});

const downloadRoute = defineRoute({
  method: 'get',
  path: '/suppliers/customers/exports/{id}/download',
  area,
  access,
  rateLimit: 'exports',
  summary: 'The ready export as customers-master-data.csv (formula cells neutralised)',
  request: { params: ExportIdParam },
  responses: { 200: fileContent('text/csv', 'The master data') },
  problems: [404, 409],
});

async function ownExport(c: Context<AppEnv>, id: string) {
  const row = await findCustomerExport(c.get('deps').db, c.get('caller').account.id, id);
  if (!row) throw notFound('Export');
  return row;
}

export const masterDataExportRoutes = createRouter();

addRoute(masterDataExportRoutes, startRoute, async (c) => {
  const { db, env, now, logger, temporal } = c.get('deps');
  const caller = c.get('caller');
  const row = await requestMasterDataExport(db, {
    supplierAccountId: caller.account.id,
    userId: caller.user.id,
  });
  try {
    await startMasterDataExport(temporal.client, env.temporal.taskQueue, row.id, caller.account.id);
    await markMasterDataExportsStarted(db, [row.id], now());
  } catch (error) {
    // The row stands: the start-stranded-workflows relay starts its workflow (outbox).
    logger.error('master-data export not started; the relay will start it', { error, exportId: row.id });
  }
  return c.json({ message: MASTER_DATA_EXPORT_MESSAGE, export: serializeExport(row) }, 202);
});

addRoute(masterDataExportRoutes, showRoute, async (c) =>
  c.json(serializeExport(await ownExport(c, c.req.valid('param').id)), 200),
);

addRoute(masterDataExportRoutes, downloadRoute, async (c) => {
  const row = await ownExport(c, c.req.valid('param').id);
  if (row.status !== 'ready' || !row.fileKey)
    throw new DomainError('RESOURCE_CONFLICT', 'The export is not ready yet.');
  const day = row.createdAt.toISOString().slice(0, 10);
  return await sendStoredFile(c, {
    fileKey: row.fileKey,
    fileName: `customers-master-data-${day}.csv`,
    contentType: 'text/csv; charset=utf-8',
  });
});
