/**
 * An upload becomes an import job (supplier-side §4 Import): the file is stored under a key of
 * the server's making, a job row is written as queued, and the durable workflow `import:<id>`
 * is started to process it.
 */
import type { Client } from '@temporalio/client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importJobs } from '../../db/schema/index.ts';
import type { ImportKind } from '../../domain/catalog/import-rows.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { startImportJob } from '../../platform/temporal/imports.ts';
import { newFileKey, type FileStore } from '../ports/file-store.ts';

/** The job-started notice (the spec names the notice, not its wording). */
export const IMPORT_STARTED_MESSAGE = 'Your import has started. You can follow its progress here.';

type Deps = { db: Database; files: FileStore; temporal: Client; taskQueue: string; now: Date };
type Upload = { kind: ImportKind; fileName: string; body: ReadableStream<Uint8Array> };

export async function startImport(deps: Deps, caller: Caller, upload: Upload) {
  const fileKey = newFileKey('imports', 'csv');
  const fileBytes = await deps.files.put(fileKey, upload.body);
  if (fileBytes === 0) {
    await deps.files.delete(fileKey);
    throw new DomainError('REQUEST_INVALID', 'The file is empty.', {
      fields: { file: ['The file is empty.'] },
    });
  }
  const [job] = await deps.db
    .insert(importJobs)
    .values({
      supplierAccountId: caller.account.id,
      createdByUserId: caller.user.id,
      kind: upload.kind,
      fileName: upload.fileName.slice(0, 255),
      fileKey,
      fileBytes,
    })
    .returning()
    .catch(async (error: unknown) => {
      // No job names the file: it must not stay behind in the store.
      await deps.files.delete(fileKey);
      throw error;
    });
  try {
    await startImportJob(deps.temporal, deps.taskQueue, job!.id);
  } catch (error) {
    await deps.db
      .update(importJobs)
      .set({ status: 'failed', failure: 'The import could not be started.', finishedAt: deps.now })
      .where(eq(importJobs.id, job!.id));
    throw new DomainError(
      'SERVICE_UNAVAILABLE',
      'Imports are unavailable right now. Please try again in a moment.',
      {
        message: `could not start import workflow: ${error instanceof Error ? error.message : String(error)}`,
      },
    );
  }
  return job!;
}
