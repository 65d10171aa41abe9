/**
 * What every file-store adapter must do (activities/ports/file-store.ts), as one suite that
 * file-store.test.ts runs against the local directory and against a real S3-compatible server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isFileMissing, newFileKey, type FileStore } from '../../../activities/ports/file-store.ts';

const MiB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The error a promise rejects with (fails the test if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error,
  );
}

/** `total` bytes in 1 MiB chunks made on demand (each chunk different), and their SHA-256 when done. */
function generated(total: number) {
  const hash = createHash('sha256');
  const seed = randomBytes(MiB);
  function* chunks() {
    for (let offset = 0; offset < total; offset += MiB) {
      const chunk = Buffer.from(seed.subarray(0, Math.min(MiB, total - offset)));
      chunk.writeUInt32BE(offset / MiB, 0);
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

// V8 lets a test expose gc() at run time (a fresh context hands it over): a sample over the limit
// is taken again after a full collection, so garbage not yet collected is not counted as held.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The peak growth of what this process holds (heap and buffers) while `work` runs, up to `limit`. */
async function peakGrowthDuring(limit: number, work: () => Promise<void>): Promise<number> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  collectGarbage();
  const baseline = used();
  let peak = 0;
  const sample = () => {
    let growth = used() - baseline;
    if (growth > limit) {
      collectGarbage();
      growth = used() - baseline;
    }
    peak = Math.max(peak, growth);
  };
  const timer = setInterval(sample, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  return peak;
}

export function describeFileStore(name: string, store: () => FileStore) {
  describe(`file store contract: ${name}`, () => {
    it('stores bytes from a buffer, a Node stream or a web stream and gives them back with their size', async () => {
      const bodies = [
        Buffer.from('ndc,price\n0002-1433-80,1999\n'),
        Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]),
        new Blob(['web ', 'stream']).stream(),
      ];
      const expected = ['ndc,price\n0002-1433-80,1999\n', 'a,b\n1,2\n', 'web stream'];
      for (const [i, body] of bodies.entries()) {
        const key = newFileKey('imports', 'csv');
        expect(await store().put(key, body)).toBe(Buffer.byteLength(expected[i]!));
        expect(await store().size(key)).toBe(Buffer.byteLength(expected[i]!));
        expect((await readAll(store().get(key))).toString()).toBe(expected[i]);
      }
    });

    it('streams a 160 MiB file in and out with flat memory, the SHA-256 unchanged', async () => {
      const key = newFileKey('exports', 'csv');
      const source = generated(160 * MiB);
      const limit = 96 * MiB; // well under the 160 MiB a store holding the file would need
      const putGrowth = await peakGrowthDuring(limit, async () => {
        expect(await store().put(key, source.stream)).toBe(160 * MiB);
      });
      const hash = createHash('sha256');
      const getGrowth = await peakGrowthDuring(limit, async () => {
        for await (const chunk of store().get(key)) hash.update(chunk as Buffer);
      });
      expect(hash.digest('hex')).toBe(source.sha256());
      // Holding the file would cost 160 MiB; streaming holds a few S3 parts of 5 MiB (and buffers
      // freed but not yet swept after a collection).
      expect(putGrowth).toBeLessThanOrEqual(limit);
      expect(getGrowth).toBeLessThanOrEqual(limit);
    });

    it('keeps nothing under the key when the source fails midway, so the key can be written again', async () => {
      const key = newFileKey('imports', 'csv');
      function* failing() {
        yield randomBytes(6 * MiB); // past one S3 part: a multipart upload had begun
        throw new Error('connection reset by the uploader');
      }
      const error = await failureOf(store().put(key, Readable.from(failing())));
      expect((error as Error).message).toBe('connection reset by the uploader');
      expect(isFileMissing(await failureOf(store().size(key)))).toBe(true);
      expect(await store().put(key, Buffer.from('second try'))).toBe(10);
      expect((await readAll(store().get(key))).toString()).toBe('second try');
    });

    it('writes a key once: a second put fails and the first bytes stay', async () => {
      const key = newFileKey('listing_files', 'pdf');
      await store().put(key, Buffer.from('first'));
      await failureOf(store().put(key, Buffer.from('second')));
      expect((await readAll(store().get(key))).toString()).toBe('first');
    });

    it('refuses keys the server did not generate, in every operation', async () => {
      const bad = ['../etc/passwd', 'imports/../../secret.csv', 'Imports/x.csv', 'imports/name.csv', ''];
      for (const key of bad) {
        await expect(store().put(key, Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
        expect(() => store().get(key)).toThrow(/Invalid file key/);
        await expect(store().size(key)).rejects.toThrow(/Invalid file key/);
        await expect(store().delete(key)).rejects.toThrow(/Invalid file key/);
      }
    });

    it('answers a missing key with a missing-file failure, and deletes it without one', async () => {
      const key = newFileKey('imports', 'csv');
      expect(isFileMissing(await failureOf(store().size(key)))).toBe(true);
      expect(isFileMissing(await failureOf(readAll(store().get(key))))).toBe(true);
      await expect(store().delete(key)).resolves.toBeUndefined();
    });

    it('deletes a stored file (twice is no error)', async () => {
      const key = newFileKey('imports', 'csv');
      await store().put(key, Buffer.from('gone soon'));
      await store().delete(key);
      await store().delete(key);
      expect(isFileMissing(await failureOf(store().size(key)))).toBe(true);
    });
  });
}
