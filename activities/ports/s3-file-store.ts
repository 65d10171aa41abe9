/**
 * The file store in an S3 bucket (AWS, or MinIO in compose), so every API replica and worker on any
 * host reads what another wrote. Bytes stream both ways: an upload is cut into parts of `partBytes`
 * (at most `partBytes × 2` held at once), a download is the response body piped on.
 *
 * Integrity: every part carries a Content-MD5 and an x-amz-checksum-sha256 that the server checks
 * before it accepts the part (a corrupted part is refused, and with it the upload). A failed upload
 * is aborted, so nothing appears under the key; `If-None-Match: *` makes a key written once.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../platform/env.ts';
import { assertFileKey, FileMissingError, readableOf, type FileStore } from './file-store.ts';

/** S3's smallest part (but the last): 5 MiB. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/** An S3 client for the settings of platform/env.ts. */
export function createS3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
  return new S3Client(config);
}

export function s3FileStore(
  settings: Pick<S3Settings, 'bucket'>,
  client: S3Client,
  options: { partBytes?: number } = {},
): FileStore {
  addContentMd5(client);
  const Bucket = settings.bucket;
  const partSize = Math.max(options.partBytes ?? MIN_PART_BYTES, MIN_PART_BYTES);
  return {
    async put(key, body) {
      assertFileKey(key);
      let bytes = 0;
      const source = readableOf(body);
      const counted = source.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.byteLength;
            done(null, chunk);
          },
        }),
      );
      // pipe() does not pass a failure on: a source failing midway fails the upload, which aborts.
      source.once('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ChecksumAlgorithm: 'SHA256', IfNoneMatch: '*' },
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
      return bytes;
    },
    get(key) {
      assertFileKey(key);
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: key })).then(
        (answer) => pipeline(answer.Body as Readable, out).catch(() => undefined),
        (error: unknown) => out.destroy(missingOr(error, key)),
      );
      return out;
    },
    async size(key) {
      assertFileKey(key);
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw missingOr(error, key);
      });
      return head.ContentLength ?? 0;
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** NoSuchKey (GET) and a bare 404 (HEAD) become the port's missing-file error. */
function missingOr(error: unknown, key: string): Error {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  if (status === 404 || name === 'NoSuchKey' || name === 'NotFound') return new FileMissingError(key);
  return error instanceof Error ? error : new Error(String(error));
}

const MD5_MIDDLEWARE = 'marketplaceContentMd5';

/**
 * Content-MD5 on every object and part upload: the integrity check that every S3-compatible
 * server makes (AWS, MinIO, the tests' gofakes3), beside the SHA-256 checksum AWS and MinIO check.
 * Parts reach here as buffers (lib-storage cuts the stream into them), so hashing one costs no copy.
 */
function addContentMd5(client: S3Client): void {
  if (client.middlewareStack.identify().some((entry) => entry.startsWith(MD5_MIDDLEWARE))) return;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const body = (args.input as { Body?: unknown }).Body;
      const writes =
        context.commandName === 'PutObjectCommand' || context.commandName === 'UploadPartCommand';
      if (writes && body instanceof Uint8Array) {
        const ContentMD5 = createHash('md5').update(body).digest('base64');
        return next({ ...args, input: { ...args.input, ContentMD5 } });
      }
      return next(args);
    },
    { step: 'initialize', name: MD5_MIDDLEWARE },
  );
}
