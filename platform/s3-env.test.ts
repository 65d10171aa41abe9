import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

const MINIO = {
  S3_BUCKET: 'marketplace',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: 'marketplace',
  S3_SECRET_ACCESS_KEY: 'marketplace-secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('readEnv S3_* (README "Files on S3")', () => {
  it('keeps files in the local directory while S3_BUCKET is unset', () => {
    const env = readEnv({ FILES_DIR: '/srv/files' });
    expect(env.s3).toBeUndefined();
    expect(env.filesDir).toBe('/srv/files');
  });

  it('stores files in the bucket S3_BUCKET names, with its endpoint, path style and keys', () => {
    expect(readEnv(MINIO).s3).toEqual({
      bucket: 'marketplace',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'marketplace', secretAccessKey: 'marketplace-secret' },
    });
  });

  it("leaves the keys to the SDK's own chain (an instance role) when none are set", () => {
    expect(readEnv({ S3_BUCKET: 'files', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'files',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('refuses a half-described bucket, naming what is missing', () => {
    expect(() => readEnv({ S3_BUCKET: 'files' })).toThrow('S3_REGION is required with S3_BUCKET');
    expect(() => readEnv({ ...MINIO, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => readEnv({ ...MINIO, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => readEnv({ ...MINIO, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('refuses S3_* variables without S3_BUCKET rather than keep files local unnoticed', () => {
    expect(() => readEnv({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'us-east-1' })).toThrow(
      'S3_REGION, S3_ENDPOINT set without S3_BUCKET',
    );
  });
});
