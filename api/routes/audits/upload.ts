/**
 * Receiving an audit document (multipart: one `file` part, ≤ 10 MB, a PDF or an image by its
 * magic bytes). A refused upload leaves nothing stored.
 */
import type { Context } from 'hono';
import type { FileStore } from '../../../activities/ports/file-store.ts';
import type { StoredAuditDocument } from '../../../services/audits/add-document.ts';
import { DOCUMENT_MAX_BYTES, FILE_MESSAGES } from '../../../domain/files/document-kind.ts';
import type { AppEnv } from '../../context.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';
import { receiveMultipartForm } from '../../uploads/read-form.ts';

/** Streams the request's one file into `files`; answers what was stored. */
export async function receiveAuditDocument(
  c: Context<AppEnv>,
  files: FileStore,
): Promise<StoredAuditDocument> {
  const form = await receiveMultipartForm(c, files, {
    files: { file: { folder: 'audit_documents', maxFiles: 1, maxBytes: DOCUMENT_MAX_BYTES } },
    maxParts: 1,
  });
  const [stray] = Object.keys(form.fields);
  if (stray) {
    await Promise.all((form.files.file ?? []).map((file) => files.delete(file.fileKey)));
    throw fieldRefused(stray, 'is not a permitted field');
  }
  const [stored] = form.files.file ?? [];
  if (!stored) throw fieldRefused('file', FILE_MESSAGES.noFile);
  return stored;
}
