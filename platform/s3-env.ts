/**
 * The S3_* variables of platform/env.ts: files in a bucket instead of the local directory
 * (README "Files on S3"). S3_BUCKET turns it on; the others describe the bucket.
 */
import { z } from 'zod';

export const S3_VARIABLES = {
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** An S3-compatible server (MinIO); unset: AWS's own endpoint for the region. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for MinIO and most S3-compatible servers (the bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
};

type S3Variables = { [K in keyof typeof S3_VARIABLES]?: z.infer<(typeof S3_VARIABLES)[K]> };

/** A bucket the files are stored in; credentials unset: the SDK's own chain (an instance role). */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The bucket the environment describes, if S3_BUCKET is set; the other S3_* alone are a mistake. */
export function s3SettingsOf(e: S3Variables): { s3?: S3Settings } {
  if (!e.S3_BUCKET) {
    const stray = (
      ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((name) => e[name] !== undefined);
    if (stray.length > 0)
      throw new Error(
        `Invalid environment: ${stray.join(', ')} set without S3_BUCKET (files would stay local)`,
      );
    return {};
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (!e.S3_REGION) throw new Error('Invalid environment: S3_REGION is required with S3_BUCKET');
  return {
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  };
}
