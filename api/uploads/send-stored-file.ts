/** A stored upload sent back as an attachment: its own content type, a safe file name, never cached or sniffed. */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/** Streams the file at `fileKey` from the file store as an attachment named after the user's file. */
export async function sendStoredFile(
  c: Context<AppEnv>,
  file: { fileKey: string; fileName: string; contentType: string },
): Promise<Response> {
  const files = c.get('deps').ports.files;
  const size = await files.size(file.fileKey);
  const name = file.fileName.replace(/[^\w.\- ]/g, '_');
  return c.body(Readable.toWeb(files.get(file.fileKey)) as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Content-Length': String(size),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
