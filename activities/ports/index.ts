/**
 * The outside world as activities and API handlers reach it: the card processor, the bank, the
 * file store, the carriers, the NCPDP directory and mail. Built once per process (api/main.ts, worker/create-worker.ts, the test
 * harness) and passed in the dependencies, so a real provider replaces a sandbox in one place.
 */
import type { Database } from '../../db/client.ts';
import type { S3Settings } from '../../platform/env.ts';
import { createSandboxBank } from '../payments/sandbox-bank.ts';
import { createSandboxCardProcessor } from '../payments/sandbox-card-processor.ts';
import { localCarriers } from '../shipping/sandbox-carrier-adapter.ts';
import type { BankRails } from './bank.ts';
import type { CardProcessor } from './card-processor.ts';
import type { Carriers } from './carrier.ts';
import { localFileStore, type FileStore } from './file-store.ts';
import { sandboxMailer, type Mailer } from './mail.ts';
import { sandboxNcpdpDirectory, type NcpdpDirectory } from './ncpdp-directory.ts';
import { labelSandbox } from './sandboxes.ts';
import { createS3Client, s3FileStore } from './s3-file-store.ts';

export type Ports = {
  cards: CardProcessor;
  bank: BankRails;
  files: FileStore;
  carriers: Carriers;
  ncpdp: NcpdpDirectory;
  mail: Mailer;
};

/**
 * The real local defaults: the sandbox card processor and bank, files in the `s3` bucket when the
 * environment names one (else under `filesDir`), the sandbox carrier.
 */
export function createLocalPorts(deps: {
  db: Database;
  now: () => Date;
  filesDir: string;
  s3?: S3Settings | undefined;
  cardLatencyMs?: number;
}): Ports {
  return {
    cards: labelSandbox(
      createSandboxCardProcessor(deps.db, deps.now, { latencyMs: deps.cardLatencyMs ?? 0 }),
      'card processor',
    ),
    bank: labelSandbox(createSandboxBank(deps.db), 'bank'),
    files: fileStoreOf(deps),
    carriers: labelSandbox({ ...localCarriers }, 'carrier'),
    ncpdp: labelSandbox(sandboxNcpdpDirectory(deps.db), 'NCPDP directory'),
    mail: labelSandbox(sandboxMailer(deps.db), 'mailbox'),
  };
}

/** The file store the environment chose (platform/env.ts): the bucket if there is one, else the directory. */
export function fileStoreOf(env: { filesDir: string; s3?: S3Settings | undefined }): FileStore {
  return env.s3 ? s3FileStore(env.s3, createS3Client(env.s3)) : localFileStore(env.filesDir);
}
