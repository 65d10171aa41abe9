/**
 * A multipart form with text fields and file fields (signup licences, driver licence photos, a
 * voided cheque, audit documents). Files stream into the file store as they arrive, checked by
 * their magic bytes and cut off past their budget; text fields are read whole, bounded, and must
 * not hold control characters. Whatever is refused, nothing stays stored: the caller gets every
 * stored file or an error, and `discard` lets it delete them when its own transaction fails.
 * A signed-in caller's files count in its account's upload quota as they are stored (413 past it),
 * and come off it when discarded.
 */
import type { Context } from 'hono';
import type { FileStore, StoredUpload } from '../../activities/ports/file-store.ts';
import { hasControlCharacter, CONTROL_CHARACTER_MESSAGE } from '../../domain/control-characters.ts';
import { DomainError } from '../../domain/errors.ts';
import { FILE_MESSAGES } from '../../domain/files/document-kind.ts';
import { UPLOAD_QUOTA, uploadQuotaMessage } from '../../domain/files/upload-quota.ts';
import { chargeUpload, releaseUploads } from '../../services/files/upload-usage.ts';
import type { AppEnv } from '../context.ts';
import { boundaryOf, MultipartError, readMultipart, type MultipartPart } from '../multipart.ts';
import { fieldRefused, storeFilePart, type FileFieldRule } from './store-file-part.ts';

export type MultipartFormSpec = {
  /** The file fields by the name the form sends (`voided_cheque`, `driver_license_photo[]`). */
  files: Record<string, FileFieldRule>;
  /** The most bytes all files together may have, and the message past it. */
  total?: { maxBytes: number; message: string };
  /** The most bytes one text field may have (default 64 KiB). */
  maxFieldBytes?: number;
  /** The most parts the body may have (default 20). */
  maxParts?: number;
};

export type MultipartForm = {
  /** Each text field's values in the order sent. */
  fields: Record<string, string[]>;
  /** Each file field's stored files in the order sent. */
  files: Record<string, StoredUpload[]>;
  /** Takes discarded files off the uploader's quota (a signed-in caller's form; discardUploads calls it). */
  release?: (files: StoredUpload[]) => Promise<void>;
};

const FRAMING_BYTES = 64 * 1024;
const FIELD_NAME = /^[A-Za-z0-9_.]+(\[\])?$/;
const decoder = new TextDecoder('utf-8', { fatal: true });

async function readField(part: MultipartPart, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of part.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw fieldRefused(part.name, `is longer than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = decoder.decode(Buffer.concat(chunks));
  } catch {
    throw fieldRefused(part.name, 'is not valid UTF-8 text');
  }
  if (hasControlCharacter(text)) throw fieldRefused(part.name, CONTROL_CHARACTER_MESSAGE);
  return text;
}

function budgetOf(spec: MultipartFormSpec): number {
  const perField = Object.values(spec.files).reduce((sum, rule) => sum + rule.maxBytes * rule.maxFiles, 0);
  const files = spec.total ? Math.min(spec.total.maxBytes, perField) : perField;
  return files + (spec.maxParts ?? 20) * (spec.maxFieldBytes ?? 65_536) + FRAMING_BYTES;
}

/** Deletes what a form stored (its caller's write failed, or the form was refused midway). */
export async function discardUploads(
  store: FileStore,
  form: Pick<MultipartForm, 'files' | 'release'>,
): Promise<void> {
  const files = Object.values(form.files).flat();
  await Promise.all(files.map((file) => store.delete(file.fileKey)));
  await form.release?.(files);
}

/** The signed-in caller's quota: charge a stored file (refused past it), release discarded ones. */
function quotaOf(c: Context<AppEnv>) {
  const accountId = c.get('caller')?.account.id;
  if (!accountId) return null;
  const { db } = c.get('deps');
  return {
    charge: (file: StoredUpload) => chargeUpload(db, accountId, file.sizeBytes, UPLOAD_QUOTA),
    release: (files: StoredUpload[]) => releaseUploads(db, accountId, files),
  };
}

/** Reads the request's multipart form by `spec`, storing its files in `store`. */
export async function receiveMultipartForm(
  c: Context<AppEnv>,
  store: FileStore,
  spec: MultipartFormSpec,
): Promise<MultipartForm> {
  const contentType = c.req.header('content-type') ?? '';
  const boundary = boundaryOf(contentType);
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !boundary || !c.req.raw.body)
    throw new DomainError('REQUEST_INVALID', 'The request must be a multipart form.');
  // A body declaring more than the form can hold is refused before a byte of it is read.
  if (Number(c.req.header('content-length') ?? 0) > budgetOf(spec))
    throw new DomainError('REQUEST_TOO_LARGE', spec.total?.message ?? FILE_MESSAGES.tooLarge);
  const quota = quotaOf(c);
  const form: MultipartForm = { fields: {}, files: {}, ...(quota ? { release: quota.release } : {}) };
  let totalBytes = 0;
  try {
    const limits = { parts: spec.maxParts ?? 20, headerBytes: 8 * 1024, preambleBytes: 8 * 1024 };
    for await (const part of readMultipart(c.req.raw.body, boundary, limits)) {
      if (!FIELD_NAME.test(part.name)) throw fieldRefused('body', 'has a field name that is not valid');
      const rule = spec.files[part.name];
      if (!rule) {
        if (part.filename !== undefined) throw fieldRefused(part.name, 'is not a permitted file field');
        (form.fields[part.name] ??= []).push(await readField(part, spec.maxFieldBytes ?? 65_536));
        continue;
      }
      const stored = (form.files[part.name] ??= []);
      if (stored.length === rule.maxFiles)
        throw fieldRefused(part.name, `takes at most ${rule.maxFiles} file${rule.maxFiles === 1 ? '' : 's'}`);
      const left = spec.total ? spec.total.maxBytes - totalBytes : rule.maxBytes;
      const limit =
        spec.total && left < rule.maxBytes
          ? { maxBytes: left, message: spec.total.message }
          : { maxBytes: rule.maxBytes, message: rule.messages?.tooLarge ?? FILE_MESSAGES.tooLarge };
      const file = await storeFilePart(part, store, rule, limit);
      if (quota && !(await quota.charge(file))) {
        await store.delete(file.fileKey);
        throw new DomainError('REQUEST_TOO_LARGE', uploadQuotaMessage(UPLOAD_QUOTA));
      }
      stored.push(file);
      totalBytes += file.sizeBytes;
    }
    return form;
  } catch (error) {
    await discardUploads(store, form);
    if (error instanceof MultipartError)
      throw new DomainError('REQUEST_INVALID', 'The upload could not be read. Please try again.');
    throw error;
  }
}
