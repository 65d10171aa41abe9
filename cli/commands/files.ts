/**
 * `pharmacy files …`: the file store, run on a server host with its environment (FILES_DIR and the
 * S3_* variables, README "Files on S3"), like `pharmacy db migrate`; no API involved.
 */
import type { Command } from 'commander';
import { readEnv } from '../../platform/env.ts';
import { contextOf } from '../context.ts';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from '../errors.ts';
import { formatFields, printJson, printLine } from '../output.ts';

export function registerFilesCommand(program: Command): void {
  const files = program.command('files').description('the file store (FILES_DIR and S3_*)');
  files
    .command('migrate')
    .description('copy every file of FILES_DIR into the S3 bucket, comparing SHA-256 checksums')
    .requiredOption('--to <store>', 'where the files go: s3')
    .option('--json', 'machine-readable output')
    .action(async (options: { to: string }, command: Command) => {
      const context = contextOf(command);
      if (options.to !== 's3') throw new CliError(`--to must be s3 (got ${options.to})`, EXIT_USAGE);
      const env = readEnv();
      if (!env.s3) throw new CliError('S3_BUCKET is not set: name the bucket (README "Files on S3")');
      // Loaded on demand so the other commands never load the S3 SDK.
      const { migrateFilesToBucket } = await import('../../services/files/migrate-files.ts');
      const report = await migrateFilesToBucket({ filesDir: env.filesDir, s3: env.s3 }, (key, outcome) => {
        if (!context.json && outcome !== 'skipped') printLine(`${outcome.padEnd(10)} ${key}`);
      });
      if (report.mismatched.length > 0 || report.failed.length > 0) process.exitCode = EXIT_FAILURE;
      if (context.json) return printJson({ from: env.filesDir, bucket: env.s3.bucket, ...report });
      printLine(
        formatFields([
          ['From', env.filesDir],
          ['To bucket', env.s3.bucket],
          ['Copied', report.copied],
          ['Skipped (same SHA-256)', report.skipped],
          ['Mismatched', report.mismatched.length],
          ['Failed', report.failed.length],
        ]),
      );
      for (const failure of report.failed) printLine(`failed     ${failure.key}: ${failure.error}`);
    });
}
