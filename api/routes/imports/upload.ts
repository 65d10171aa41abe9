/**
 * Receiving an import upload (multipart: `kind`, `file`). The file part streams into the file
 * store as it arrives (api/multipart.ts), never held whole in memory, and is cut off at its room:
 * the 50 MB cap, or what is left of the supplier's quota when that is less. Product import files are
 * CSV only (supplier-side §5). Whatever refuses the upload after the file was stored deletes it.
 */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { z } from 'zod';
import { newFileKey, type FileStore } from '../../../activities/ports/file-store.ts';
import type { StoredUpload } from '../../../services/imports/start-import.ts';
import { IMPORT_LIMITS, IMPORT_UPLOAD_MESSAGES } from '../../../domain/catalog/import-limits.ts';
import { IMPORT_KINDS, type ImportKind } from '../../../domain/catalog/import-rows.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../../../domain/control-characters.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { AppEnv } from '../../context.ts';
import { parseWith } from '../../contract/request-invalid.ts';
import { boundaryOf, MultipartError, readMultipart, type MultipartPart } from '../../multipart.ts';

/** Room for the multipart framing and the `kind` field around the file. */
const FRAMING_BYTES = 64 * 1024;
/** The `kind` field is a word; anything longer is not one. */
const TEXT_FIELD_BYTES = 1024;

const MESSAGES = {
  notMultipart: 'Please choose a CSV file to upload.',
  unreadable: 'The upload could not be read. Please try again.',
  noFile: 'Please choose a CSV file to upload.',
  notCsv: 'Please select a .csv file.',
  controlInName: 'The file name must not contain control characters. Please rename the file.',
};

const invalid = (field: string, message: string) =>
  new DomainError('REQUEST_INVALID', message, { fields: { [field]: [message] } });
const overQuota = (quotaBytes: number) => {
  const message = IMPORT_UPLOAD_MESSAGES.overQuota(quotaBytes);
  return new DomainError('IMPORT_QUOTA_EXCEEDED', message, { fields: { file: [message] } });
};

const KindField = z.strictObject({ kind: z.enum(IMPORT_KINDS, 'is not a kind of import') });

/** The file ran past its room while streaming. */
class UploadTooLarge extends Error {}

/** The part's bytes, failing as soon as they pass `room`. */
async function* capped(body: AsyncIterable<Uint8Array>, room: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > room) throw new UploadTooLarge();
    yield chunk;
  }
}

async function readText(part: MultipartPart): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of part.body) {
    size += chunk.byteLength;
    if (size > TEXT_FIELD_BYTES) throw invalid(part.name, 'is too long');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Room = { bytes: number; quotaBytes: number };

/**
 * Streams the upload's file into `files` and answers what was stored. `room.bytes` is what this
 * upload may take (see uploadRoom); past it the upload is refused as too large or over the quota.
 */
export async function receiveImportUpload(
  c: Context<AppEnv>,
  options: { impliedKind?: ImportKind | undefined; files: FileStore; room: Room },
): Promise<StoredUpload> {
  const contentType = c.req.header('content-type') ?? '';
  const boundary = boundaryOf(contentType);
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !boundary || !c.req.raw.body)
    throw invalid('file', MESSAGES.notMultipart);
  if (Number(c.req.header('content-length') ?? 0) > IMPORT_LIMITS.maxFileBytes + FRAMING_BYTES) {
    const message = IMPORT_UPLOAD_MESSAGES.tooLarge;
    throw new DomainError('REQUEST_TOO_LARGE', message, { fields: { file: [message] } });
  }
  if (options.room.bytes <= 0) throw overQuota(options.room.quotaBytes);

  let kindField: string | undefined;
  let file: { fileName: string; fileKey: string; fileBytes: number } | undefined;
  try {
    for await (const part of readMultipart(c.req.raw.body, boundary)) {
      if (part.name === 'kind' && kindField === undefined && part.filename === undefined)
        kindField = await readText(part);
      else if (part.name === 'file' && !file) file = await storeFile(part, options);
      else throw invalid(part.name, 'is not a permitted field');
    }
    if (kindField !== undefined && hasControlCharacter(kindField))
      throw invalid('kind', CONTROL_CHARACTER_MESSAGE);
    const { kind } = parseWith(KindField, { kind: kindField ?? options.impliedKind });
    if (options.impliedKind && kind !== options.impliedKind)
      throw invalid('kind', 'does not match this import');
    if (!file) throw invalid('file', MESSAGES.noFile);
    return { kind, ...file };
  } catch (error) {
    if (file) await options.files.delete(file.fileKey);
    if (error instanceof MultipartError) throw invalid('file', MESSAGES.unreadable);
    throw error;
  }
}

/** Checks the file part's name, then streams its bytes into the store under a fresh key. */
async function storeFile(part: MultipartPart, options: { files: FileStore; room: Room }) {
  const fileName = part.filename;
  if (!fileName) throw invalid('file', MESSAGES.noFile);
  if (hasControlCharacter(fileName)) throw invalid('file', MESSAGES.controlInName);
  if (!/\.csv$/i.test(fileName)) throw invalid('file', MESSAGES.notCsv);
  const fileKey = newFileKey('imports', 'csv');
  try {
    const fileBytes = await options.files.put(fileKey, Readable.from(capped(part.body, options.room.bytes)));
    return { fileName, fileKey, fileBytes };
  } catch (error) {
    if (!(error instanceof UploadTooLarge)) throw error;
    // Past the 50 MB cap it is the file; under it, the quota left no more room.
    if (options.room.bytes >= IMPORT_LIMITS.maxFileBytes)
      throw invalid('file', IMPORT_UPLOAD_MESSAGES.tooLarge);
    throw overQuota(options.room.quotaBytes);
  }
}
