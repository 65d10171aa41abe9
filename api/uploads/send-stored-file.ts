/** A stored upload sent back as an attachment: its own content type, a safe file name, never cached or sniffed. */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { isFileMissing } from '../../activities/ports/file-store.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';

/**
 * Streams the file at `fileKey` from the file store (the local directory or the bucket) as an
 * attachment named after the user's file, after the caller's route authorised it. The size is
 * asked first, so a record whose bytes are gone answers a 404 before any header is sent, not a
 * 200 that breaks off mid-body.
 */
export async function sendStoredFile(
  c: Context<AppEnv>,
  file: { fileKey: string; fileName: string; contentType: string },
): Promise<Response> {
  const files = c.get('deps').ports.files;
  const size = await files.size(file.fileKey).catch((error: unknown) => {
    throw isFileMissing(error) ? notFound('File') : error;
  });
  const name = file.fileName.replace(/[^\w.\- ]/g, '_');
  return c.body(Readable.toWeb(files.get(file.fileKey)) as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Content-Length': String(size),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
