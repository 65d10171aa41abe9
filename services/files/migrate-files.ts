/**
 * `pharmacy files migrate --to s3`: copies every file of the local directory into the bucket, for a
 * deployment moving its files to S3 (README "Files on S3"). Each file is streamed, its SHA-256
 * taken on both sides; a file the bucket already holds with the same SHA-256 is skipped, so the
 * command can be run again after a failure. Nothing in the bucket is ever overwritten: a key there
 * with other bytes is reported as mismatched for the operator to look at.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertFileKey,
  isFileMissing,
  localFileStore,
  type FileStore,
} from '../../activities/ports/file-store.ts';
import { createS3Client, s3FileStore } from '../../activities/ports/s3-file-store.ts';
import type { S3Settings } from '../../platform/env.ts';

export type MigrationOutcome = 'copied' | 'skipped' | 'mismatched' | 'failed';

export type MigrationReport = {
  copied: number;
  skipped: number;
  /** Keys the bucket holds with other bytes than the directory (or that changed on the way). */
  mismatched: string[];
  failed: { key: string; error: string }[];
};

/** Copies the files of the local directory `filesDir` into the `s3` bucket (the CLI's entry). */
export function migrateFilesToBucket(
  env: { filesDir: string; s3: S3Settings },
  onFile?: (key: string, outcome: MigrationOutcome) => void,
): Promise<MigrationReport> {
  return migrateFiles({
    fromDir: env.filesDir,
    from: localFileStore(env.filesDir),
    to: s3FileStore(env.s3, createS3Client(env.s3)),
    ...(onFile ? { onFile } : {}),
  });
}

/** Copies what `from` (over `fromDir`) holds into `to`; `onFile` hears each file's outcome. */
export async function migrateFiles(input: {
  fromDir: string;
  from: FileStore;
  to: FileStore;
  onFile?: (key: string, outcome: MigrationOutcome) => void;
}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, mismatched: [], failed: [] };
  for (const key of await storedKeys(input.fromDir)) {
    let outcome: MigrationOutcome;
    try {
      outcome = await migrateOne(key, input.from, input.to);
    } catch (error) {
      outcome = 'failed';
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    if (outcome === 'copied' || outcome === 'skipped') report[outcome] += 1;
    if (outcome === 'mismatched') report.mismatched.push(key);
    input.onFile?.(key, outcome);
  }
  return report;
}

async function migrateOne(key: string, from: FileStore, to: FileStore): Promise<MigrationOutcome> {
  const source = await sha256Of(from.get(key));
  const there = await to.size(key).then(
    () => true,
    (error: unknown) => {
      if (isFileMissing(error)) return false;
      throw error;
    },
  );
  if (there) return (await sha256Of(to.get(key))) === source ? 'skipped' : 'mismatched';
  await to.put(key, from.get(key));
  return (await sha256Of(to.get(key))) === source ? 'copied' : 'mismatched';
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The keys under the directory (`<folder>/<uuid>.<ext>`); anything else there is not a stored file. */
async function storedKeys(root: string): Promise<string[]> {
  const folders = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
    if (isFileMissing(error)) return [];
    throw error;
  });
  const keys: string[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const files = await readdir(join(root, folder.name), { withFileTypes: true });
    for (const file of files.filter((entry) => entry.isFile())) {
      const key = `${folder.name}/${file.name}`;
      if (isFileKey(key)) keys.push(key);
    }
  }
  return keys.sort();
}

function isFileKey(key: string): boolean {
  try {
    assertFileKey(key);
    return true;
  } catch {
    return false;
  }
}
