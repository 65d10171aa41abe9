/**
 * `pharmacy import <kind> <file>`: uploads a supplier CSV import, follows the job to the end and
 * exits non-zero when any row failed; `pharmacy import errors <jobId>` downloads the error report.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { IMPORT_KINDS, type ImportKind } from '../../domain/catalog/import-rows.ts';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { CliError, EXIT_FAILURE } from '../errors.ts';
import { formatFields, printJson, printLine } from '../output.ts';

type Job = Schema<'ImportJob'>;

const POLL_MS = 500;

export function registerImportCommand(program: Command): void {
  const command = program
    .command('import')
    .description(`import a supplier CSV (kinds: ${IMPORT_KINDS.join(', ')})`)
    .argument('<kind>', 'what the file holds', parseKind)
    .argument('<file>', 'the .csv file')
    .option('--no-wait', 'return once the import has started')
    .option('--json', 'machine-readable output')
    .action(async (kind: ImportKind, file: string, options: { wait: boolean }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const started = await upload(client, kind, file);
      if (!options.wait) {
        if (context.json) return printJson(started);
        return printLine(`${started.message}\nImport ${started.id} is ${started.status}.`);
      }
      if (!context.json) printLine(started.message);
      const job = await follow(
        client,
        started.id,
        context.json ? 'quiet' : process.stdout.isTTY ? 'bar' : 'lines',
      );
      if (context.json) printJson(job);
      else printSummary(job);
      if (job.status === 'failed') throw new CliError(`Import failed: ${job.failure ?? 'unknown reason'}`);
      if (job.failed_rows > 0) process.exitCode = EXIT_FAILURE;
    });

  command
    .command('errors <jobId>')
    .description("download an import's error report (CSV)")
    .option('--output <file>', 'write the report to this file instead of standard output')
    .action(async (jobId: string, options: { output?: string }, cmd: Command) => {
      const { client } = await authenticatedClient(contextOf(cmd));
      const csv = await data(
        client.GET('/api/v1/imports/{id}/errors.csv', {
          params: { path: { id: jobId } },
          headers: { Accept: 'text/csv' },
          parseAs: 'text',
        }),
      );
      if (options.output) {
        await writeFile(options.output, csv, { mode: 0o600 });
        process.stderr.write(`Error report written to ${options.output}\n`);
      } else process.stdout.write(csv);
    });
}

function parseKind(value: string): ImportKind {
  if ((IMPORT_KINDS as readonly string[]).includes(value)) return value as ImportKind;
  throw new InvalidArgumentError(`must be one of ${IMPORT_KINDS.join(', ')}`);
}

async function upload(client: ApiClient, kind: ImportKind, file: string) {
  if (!/\.csv$/i.test(file)) throw new CliError('Please select a .csv file.');
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new CliError(`Cannot read ${file}`);
  }
  const csv = new Blob([new Uint8Array(bytes)], { type: 'text/csv' });
  return data(
    client.POST('/api/v1/imports', {
      body: { kind, file: basename(file) },
      // Multipart as the contract declares it: the kind, and the file's bytes under its own name.
      bodySerializer: (body) => {
        const form = new FormData();
        form.set('kind', body.kind);
        form.set('file', csv, body.file);
        return form;
      },
    }),
  );
}

/** Polls the job until it ends, drawing a progress bar on a terminal and plain lines otherwise. */
async function follow(client: ApiClient, id: string, show: 'bar' | 'lines' | 'quiet'): Promise<Job> {
  let last = -1;
  for (;;) {
    const job = await data(client.GET('/api/v1/imports/{id}', { params: { path: { id } } }));
    const done = job.status === 'completed' || job.status === 'failed';
    if (show === 'bar') process.stdout.write(`\r${progressBar(job)}${done ? '\n' : ''}`);
    else if (show === 'lines' && job.processed_rows !== last && job.status !== 'queued')
      printLine(progressText(job));
    last = job.processed_rows;
    if (done) return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

type Progress = Pick<Job, 'status' | 'processed_rows' | 'total_rows' | 'imported_rows' | 'failed_rows'>;

function progressText(job: Progress): string {
  return `${job.status}: ${job.processed_rows}/${job.total_rows ?? '?'} rows (${job.imported_rows} imported, ${job.failed_rows} failed)`;
}

/** `[██████░░░░]  60%  600/1000 rows …`, 30 cells wide. */
export function progressBar(job: Progress): string {
  const ratio = job.total_rows
    ? Math.min(1, job.processed_rows / job.total_rows)
    : job.status === 'completed'
      ? 1
      : 0;
  const filled = Math.round(ratio * 30);
  return `[${'█'.repeat(filled)}${'░'.repeat(30 - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%  ${progressText(job)}`;
}

function printSummary(job: Job): void {
  printLine(
    formatFields([
      ['Import', job.id],
      ['Status', job.status],
      ['Rows', job.total_rows],
      ['Imported', job.imported_rows],
      ['Failed', job.failed_rows],
      ...(job.failure ? ([['Reason', job.failure]] as const) : []),
    ]),
  );
  if (job.failed_rows > 0)
    printLine(
      `Some rows were not imported. Download the report: pharmacy import errors ${job.id} --output errors.csv`,
    );
}
