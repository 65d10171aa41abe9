/**
 * One file part of a multipart upload, streamed into the file store as it arrives: its first bytes
 * must be a kind the field accepts (magic bytes, never the name or the declared type) and it is
 * cut off past its byte budget. A refused part leaves nothing stored.
 */
import { Readable } from 'node:stream';
import { newFileKey, type FileStore, type StoredUpload } from '../../activities/ports/file-store.ts';
import { hasControlCharacter } from '../../domain/control-characters.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  documentKindOf,
  FILE_MESSAGES,
  MAGIC_BYTES_NEEDED,
  type DocumentKind,
} from '../../domain/files/document-kind.ts';
import type { MultipartPart } from '../multipart.ts';

/** What a file field accepts and where its files go. */
export type FileFieldRule = {
  /** The file-store folder (`licences`, `voided_cheques`…): lower case and underscores. */
  folder: string;
  /** How many files the field may carry (1 for a single file input). */
  maxFiles: number;
  /** The most bytes one file may have. */
  maxBytes: number;
  /** Kinds the field takes beyond the magic-byte check (default: any PDF or image). */
  accepts?: (kind: DocumentKind) => boolean;
  /** The field's messages; the spec's defaults (pharmacy-side §5 "Files") otherwise. */
  messages?: { tooLarge?: string; invalidKind?: string };
};

/** A refusal of the named field, as the 400 the contract answers. */
export function fieldRefused(field: string, message: string): DomainError {
  return new DomainError('REQUEST_INVALID', message, { fields: { [field]: [message] } });
}

/** The file was cut off past its budget. */
class UploadTooLarge extends Error {
  override name = 'UploadTooLarge';
}

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

async function* capped(
  head: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let received = head.byteLength;
  if (received > maxBytes) throw new UploadTooLarge();
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    received += next.value.byteLength;
    if (received > maxBytes) throw new UploadTooLarge();
    yield next.value;
  }
}

/** Stores the part under a fresh key of the rule's folder; answers what was stored. */
export async function storeFilePart(
  part: MultipartPart,
  files: FileStore,
  rule: FileFieldRule,
  limit: { maxBytes: number; message: string } = {
    maxBytes: rule.maxBytes,
    message: rule.messages?.tooLarge ?? FILE_MESSAGES.tooLarge,
  },
): Promise<StoredUpload> {
  const field = part.name;
  const fileName = part.filename;
  if (!fileName) throw fieldRefused(field, FILE_MESSAGES.noFile);
  if (hasControlCharacter(fileName) || fileName.length > 255)
    throw fieldRefused(field, 'The file name is not valid.');
  const { head, iterator } = await headOf(part.body);
  const kind = documentKindOf(head);
  if (!kind || (rule.accepts && !rule.accepts(kind)))
    throw fieldRefused(field, rule.messages?.invalidKind ?? FILE_MESSAGES.invalidKind);
  const fileKey = newFileKey(rule.folder, kind.extension);
  try {
    const sizeBytes = await files.put(fileKey, Readable.from(capped(head, iterator, limit.maxBytes)));
    return { fileName, fileKey, contentType: kind.contentType, sizeBytes };
  } catch (error) {
    if (error instanceof UploadTooLarge) throw fieldRefused(field, limit.message);
    throw error;
  }
}
