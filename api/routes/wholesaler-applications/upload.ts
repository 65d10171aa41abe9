/** Receiving the voided cheque (multipart: one `file` part, a PDF or an image by its magic bytes). */
import type { Context } from 'hono';
import type { FileStore, StoredUpload } from '../../../activities/ports/file-store.ts';
import { FILE_MESSAGES } from '../../../domain/files/document-kind.ts';
import type { AppEnv } from '../../context.ts';
import { discardUploads, receiveMultipartForm } from '../../uploads/read-form.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';

/**
 * Streams the request's one file into `files`; answers what was stored, and how to discard it
 * (deleted and taken off the account's quota) when the step refuses it.
 */
export async function receiveVoidedCheque(
  c: Context<AppEnv>,
  files: FileStore,
  maxBytes: number,
): Promise<{ cheque: StoredUpload; discard: () => Promise<void> }> {
  const form = await receiveMultipartForm(c, files, {
    files: { file: { folder: 'voided_cheques', maxFiles: 1, maxBytes } },
    maxParts: 1,
  });
  const [stray] = Object.keys(form.fields);
  if (stray) {
    await discardUploads(files, form);
    throw fieldRefused(stray, 'is not a permitted field');
  }
  const [stored] = form.files.file ?? [];
  if (!stored) throw fieldRefused('file', FILE_MESSAGES.noFile);
  return { cheque: stored, discard: () => discardUploads(files, form) };
}
