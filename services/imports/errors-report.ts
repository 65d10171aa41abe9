/**
 * The downloadable error report of an import: one CSV line per rejected row with its line number,
 * its reasons and the row's original columns in the file's order, every cell escaped against
 * formula injection.
 */
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { eachImportRowError } from '../../db/queries/imports.ts';
import { pipeStored, type FileStore } from '../../activities/ports/file-store.ts';
import { escapeCsvFormula } from '../../domain/csv-safe.ts';

const line = (cells: string[]) => stringify([cells.map(escapeCsvFormula)], { record_delimiter: '\r\n' });

/** The report as CSV text chunks, header first. */
export async function* importErrorsCsv(
  db: Database,
  files: FileStore,
  job: { id: string; fileKey: string },
): AsyncGenerator<string> {
  let columns: string[] | undefined;
  for await (const error of eachImportRowError(db, job.id)) {
    if (!columns) {
      // The stored row is jsonb, which does not keep key order: the file's header does.
      columns = (await fileHeader(files, job.fileKey)) ?? Object.keys(error.raw);
      yield line(['line_number', 'reasons', ...columns]);
    }
    yield line([
      String(error.lineNumber),
      error.reasons.join('; '),
      ...columns.map((c) => error.raw[c] ?? ''),
    ]);
  }
  if (!columns) yield line(['line_number', 'reasons']);
}

/**
 * The column names as the import read them (trimmed, lower case), or undefined without the file
 * (deleted after its retention period: the caller takes the columns from the rows).
 */
async function fileHeader(files: FileStore, key: string): Promise<string[] | undefined> {
  const source = files.get(key);
  try {
    const parser = pipeStored(
      source,
      parse({ bom: true, to_line: 1, relax_quotes: true, relax_column_count: true }),
    );
    for await (const record of parser as AsyncIterable<string[]>)
      return record.map((h) => h.trim().toLowerCase());
  } catch {
    return undefined;
  } finally {
    source.destroy();
  }
  return undefined;
}
