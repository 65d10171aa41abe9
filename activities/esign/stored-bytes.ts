/** Reading a stored file whole and its SHA-256: what the e-signature keeps and verifies. */
import { createHash } from 'node:crypto';
import type { FileStore } from '../ports/file-store.ts';

/** The hex SHA-256 of some bytes. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A stored file's bytes, read whole (signature documents are a few hundred kilobytes). */
export async function readStored(files: FileStore, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.get(key)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
