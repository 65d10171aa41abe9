/**
 * Receiving an audit document (multipart: one `file` part). The part streams into the file store
 * as it arrives, cut off past 10 MB; its first bytes must be a PDF or an image (magic bytes, not
 * the name). A refused upload leaves nothing stored.
 */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { newFileKey, type FileStore } from '../../../activities/ports/file-store.ts';
import type { StoredAuditDocument } from '../../../activities/audits/add-document.ts';
import {
  AUDIT_DOCUMENT_MAX_BYTES,
  AUDIT_UPLOAD_MESSAGES,
  documentKindOf,
  MAGIC_BYTES_NEEDED,
  type DocumentKind,
} from '../../../domain/audits/document-kind.ts';
import { hasControlCharacter } from '../../../domain/control-characters.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { AppEnv } from '../../context.ts';
import { boundaryOf, MultipartError, readMultipart, type MultipartPart } from '../../multipart.ts';

const FRAMING_BYTES = 64 * 1024;
const invalid = (message: string) =>
  new DomainError('REQUEST_INVALID', message, { fields: { file: [message] } });

class UploadTooLarge extends Error {}

/** The part's first bytes (enough to know its kind) and an iterator of all its bytes. */
async function headOf(body: AsyncIterable<Uint8Array>) {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAGIC_BYTES_NEEDED) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  return { head: Buffer.concat(chunks), iterator };
}

async function* capped(head: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  let received = head.byteLength;
  if (received > AUDIT_DOCUMENT_MAX_BYTES) throw new UploadTooLarge();
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    received += next.value.byteLength;
    if (received > AUDIT_DOCUMENT_MAX_BYTES) throw new UploadTooLarge();
    yield next.value;
  }
}

async function storeDocument(part: MultipartPart, files: FileStore): Promise<StoredAuditDocument> {
  const fileName = part.filename;
  if (!fileName) throw invalid(AUDIT_UPLOAD_MESSAGES.noFile);
  if (hasControlCharacter(fileName) || fileName.length > 255) throw invalid('The file name is not valid.');
  const { head, iterator } = await headOf(part.body);
  const kind: DocumentKind | null = documentKindOf(head);
  if (!kind) throw invalid(AUDIT_UPLOAD_MESSAGES.invalidKind);
  const fileKey = newFileKey('audit_documents', kind.extension);
  try {
    const sizeBytes = await files.put(fileKey, Readable.from(capped(head, iterator)));
    return { fileName, fileKey, contentType: kind.contentType, sizeBytes };
  } catch (error) {
    if (error instanceof UploadTooLarge) throw invalid(AUDIT_UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
}

/** Streams the request's one file into `files`; answers what was stored. */
export async function receiveAuditDocument(
  c: Context<AppEnv>,
  files: FileStore,
): Promise<StoredAuditDocument> {
  const contentType = c.req.header('content-type') ?? '';
  const boundary = boundaryOf(contentType);
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !boundary || !c.req.raw.body)
    throw invalid(AUDIT_UPLOAD_MESSAGES.noFile);
  if (Number(c.req.header('content-length') ?? 0) > AUDIT_DOCUMENT_MAX_BYTES + FRAMING_BYTES)
    throw invalid(AUDIT_UPLOAD_MESSAGES.tooLarge);
  let stored: StoredAuditDocument | undefined;
  try {
    for await (const part of readMultipart(c.req.raw.body, boundary)) {
      if (part.name === 'file' && !stored) stored = await storeDocument(part, files);
      else
        throw new DomainError('REQUEST_INVALID', `${part.name}: is not a permitted field`, {
          fields: { [part.name]: ['is not a permitted field'] },
        });
    }
    if (!stored) throw invalid(AUDIT_UPLOAD_MESSAGES.noFile);
    return stored;
  } catch (error) {
    if (stored) await files.delete(stored.fileKey);
    if (error instanceof MultipartError) throw invalid('The upload could not be read. Please try again.');
    throw error;
  }
}
