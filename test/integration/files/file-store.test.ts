/**
 * The one file-store contract (./file-store-contract.ts) against both adapters: the local
 * directory, and a bucket on a real S3-compatible server (gofakes3, started by the harness).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListMultipartUploadsCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isFileMissing,
  localFileStore,
  newFileKey,
  type FileStore,
} from '../../../activities/ports/file-store.ts';
import { createS3Client, s3FileStore } from '../../../activities/ports/s3-file-store.ts';
import { createTestBucket } from '../../harness/s3.ts';
import { describeFileStore } from './file-store-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'file-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
describeFileStore('local directory', () => localFileStore(root));

let bucket: Awaited<ReturnType<typeof createTestBucket>>;
let s3: FileStore;
beforeAll(async () => {
  bucket = await createTestBucket();
  s3 = s3FileStore(bucket.settings, bucket.client);
});
describeFileStore('S3 bucket', () => s3);

describe('S3 adapter integrity', () => {
  it('leaves no multipart upload behind when the source fails', async () => {
    const key = newFileKey('imports', 'csv');
    function* failing() {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error('dropped');
    }
    await expect(s3.put(key, Readable.from(failing()))).rejects.toThrow('dropped');
    const open = await bucket.client.send(
      new ListMultipartUploadsCommand({ Bucket: bucket.settings.bucket }),
    );
    expect((open.Uploads ?? []).filter((u) => u.Key === key)).toEqual([]);
  });

  it('has the server refuse a part whose bytes changed after they were checksummed', async () => {
    const client: S3Client = createS3Client(bucket.settings);
    const store = s3FileStore(bucket.settings, client);
    // Flips a byte of every upload body on its way out, after the checksums were computed.
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body?: unknown };
        if (request.body instanceof Uint8Array && request.body.byteLength > 0) {
          const changed = Buffer.from(request.body);
          changed[0] = changed[0]! ^ 0xff;
          request.body = changed;
        }
        return next(args);
      },
      { step: 'finalizeRequest', name: 'corruptBody' },
    );
    const small = newFileKey('imports', 'csv');
    await expect(store.put(small, Buffer.from('ndc,price\n'))).rejects.toThrow(/digest|checksum/i);
    const large = newFileKey('imports', 'csv');
    await expect(store.put(large, Buffer.alloc(11 * 1024 * 1024, 7))).rejects.toThrow(/digest|checksum/i);
    for (const key of [small, large])
      expect(isFileMissing(await s3.size(key).catch((error: unknown) => error))).toBe(true);
  });
});
