/**
 * One file part of a multipart upload, streamed into the file store as it arrives: its first bytes
 * must be a kind the field accepts (magic bytes, never the name or the declared type) and it is
 * cut off past its byte budget. An image's width and height are read from its header as it
 * streams (never decoded) and past the pixel budget it is refused (issue 22, image bombs). A
 * refused part leaves nothing stored.
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
import {
  IMAGE_HEADER_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  imageTooLargeMessage,
  isOverPixelBudget,
  readImageHeader,
} from '../../domain/files/image-dimensions.ts';
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
  /** The most pixels an image may have (default IMAGE_MAX_PIXELS). */
  maxPixels?: number;
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

/** The image's header says it is too large, or cannot be read: the message says which. */
class ImageRefused extends Error {
  override name = 'ImageRefused';
}

const UNREADABLE_IMAGE = 'The image could not be read. Please send it again or as a PDF.';

/** Passes an image's bytes through, refusing it once its header shows more pixels than `maxPixels`. */
async function* measured(source: AsyncIterable<Uint8Array>, maxPixels: number): AsyncGenerator<Uint8Array> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of source) {
    if (head) {
      head = Buffer.concat([head, chunk]);
      const header = readImageHeader(head);
      if (header.status === 'found' && isOverPixelBudget(header, maxPixels))
        throw new ImageRefused(imageTooLargeMessage(header, maxPixels));
      if (
        header.status === 'invalid' ||
        (header.status === 'incomplete' && head.length > IMAGE_HEADER_MAX_BYTES)
      )
        throw new ImageRefused(UNREADABLE_IMAGE);
      if (header.status === 'found') head = null;
    }
    yield chunk;
  }
  if (head) throw new ImageRefused(UNREADABLE_IMAGE);
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
  const bytes = capped(head, iterator, limit.maxBytes);
  const body = kind.contentType.startsWith('image/')
    ? measured(bytes, rule.maxPixels ?? IMAGE_MAX_PIXELS)
    : bytes;
  try {
    const sizeBytes = await files.put(fileKey, Readable.from(body));
    return { fileName, fileKey, contentType: kind.contentType, sizeBytes };
  } catch (error) {
    if (error instanceof UploadTooLarge) throw fieldRefused(field, limit.message);
    if (error instanceof ImageRefused) throw fieldRefused(field, error.message);
    throw error;
  }
}
