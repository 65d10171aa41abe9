/**
 * A fresh bucket on the run's S3-compatible server (gofakes3, started by the global setup), for a
 * test file that stores its files in S3: the S3_* variables of platform/env.ts, and the settings.
 */
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { createS3Client } from '../../activities/ports/s3-file-store.ts';
import type { S3Settings } from '../../platform/env.ts';

export async function createTestBucket() {
  const settings: S3Settings = {
    bucket: `test-${randomUUID()}`,
    region: 'us-east-1',
    endpoint: inject('s3Endpoint'),
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  const env = {
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: settings.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
  };
  return { settings, client, env };
}
