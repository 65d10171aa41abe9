/**
 * `pharmacy files migrate --to s3` (issue 22): the operator's copy of FILES_DIR into the bucket,
 * run as a process with the environment against the harness's S3-compatible server.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, newFileKey, type FileStore } from '../../../activities/ports/file-store.ts';
import { s3FileStore } from '../../../activities/ports/s3-file-store.ts';
import { projectNode, projectRoot } from '../../harness/processes.ts';
import { createTestBucket } from '../../harness/s3.ts';

const filesDir = mkdtempSync(join(tmpdir(), 'files-migrate-'));
let bucketEnv: Record<string, string>;
let bucket: FileStore;
const local = localFileStore(filesDir);

const sha256Of = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

function migrate(...args: string[]) {
  const run = spawnSync(projectNode, ['cli/index.ts', 'files', 'migrate', ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, FILES_DIR: filesDir, ...bucketEnv },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(async () => {
  const created = await createTestBucket();
  bucketEnv = created.env;
  bucket = s3FileStore(created.settings, created.client);
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe('pharmacy files migrate --to s3', () => {
  it('copies every stored file, skips those already there, reports a mismatch and never overwrites', async () => {
    const fresh = [newFileKey('imports', 'csv'), newFileKey('listing_files', 'pdf')];
    const alreadyThere = newFileKey('tax_documents', 'pdf');
    const conflicting = newFileKey('imports', 'csv');
    for (const key of [...fresh, alreadyThere, conflicting])
      await local.put(key, Buffer.from(`bytes of ${key}`.repeat(1000)));
    await bucket.put(alreadyThere, Buffer.from(`bytes of ${alreadyThere}`.repeat(1000)));
    await bucket.put(conflicting, Buffer.from('other bytes under the same key'));
    writeFileSync(join(filesDir, 'imports', 'README.txt'), 'not a stored file');

    const first = migrate('--to', 's3', '--json');
    expect(first.code, first.stderr).toBe(1); // a mismatch is the operator's to look at
    expect(JSON.parse(first.stdout)).toMatchObject({
      bucket: bucketEnv.S3_BUCKET,
      copied: 2,
      skipped: 1,
      mismatched: [conflicting],
      failed: [],
    });
    for (const key of [...fresh, alreadyThere])
      expect(await sha256Of(bucket.get(key))).toBe(await sha256Of(local.get(key)));
    expect(await sha256Of(bucket.get(conflicting))).toBe(
      createHash('sha256').update('other bytes under the same key').digest('hex'),
    );

    const again = migrate('--to', 's3');
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(/Copied:\s+0/);
    expect(again.stdout).toMatch(/Skipped \(same SHA-256\):\s+3/);
    expect(again.stdout).toMatch(/Mismatched:\s+1/);
    expect(again.stdout).toContain(`mismatched ${conflicting}`);
  });

  it('refuses another target, and a run without S3_BUCKET', () => {
    expect(migrate('--to', 'gcs').code).toBe(2);
    const withoutBucket = spawnSync(projectNode, ['cli/index.ts', 'files', 'migrate', '--to', 's3'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, FILES_DIR: filesDir },
    });
    expect(withoutBucket.status).toBe(1);
    expect(withoutBucket.stderr).toContain('S3_BUCKET is not set');
  });
});
