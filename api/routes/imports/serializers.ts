/** An import job and its row errors as the import page and the CLI read them. */
import { z } from 'zod';
import type { ImportJobRow } from '../../../db/queries/imports.ts';
import { IMPORT_KINDS } from '../../../domain/catalog/import-rows.ts';
import { iso } from '../../contract/wire-format.ts';

export const ImportJobSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(IMPORT_KINDS),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    file_name: z.string(),
    file_bytes: z.number().int(),
    total_rows: z.number().int().nullable(),
    processed_rows: z.number().int(),
    imported_rows: z.number().int(),
    failed_rows: z.number().int(),
    failure: z.string().nullable(),
    created_at: z.iso.datetime(),
    started_at: z.iso.datetime().nullable(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ImportJob' });

export function serializeImportJob(j: ImportJobRow): z.input<typeof ImportJobSchema> {
  return {
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
    created_at: j.createdAt.toISOString(),
    started_at: iso(j.startedAt),
    finished_at: iso(j.finishedAt),
  };
}

const page = { page: z.number().int(), per_page: z.number().int(), total: z.number().int() };

export const ImportJobsPageSchema = z
  .strictObject({ data: z.array(ImportJobSchema), ...page })
  .meta({ id: 'ImportJobsPage' });

export const ImportRowErrorsPageSchema = z
  .strictObject({
    data: z.array(
      z.strictObject({
        line_number: z.number().int(),
        reasons: z.array(z.string()),
        row: z.record(z.string(), z.string()),
      }),
    ),
    ...page,
  })
  .meta({ id: 'ImportRowErrorsPage' });

/** The answer to an upload: the job started, and the notice to show. */
export const ImportStartedSchema = z
  .strictObject({
    id: z.uuid(),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    message: z.string(),
    job: ImportJobSchema,
  })
  .meta({ id: 'ImportStarted' });
