/**
 * Import throughput: the product's durable import (API-side start, the `import:<id>` workflow on a
 * worker process, chunked validation and upserts) against PostgreSQL COPY of the same CSV into a
 * table of the same columns, at several file sizes, with the worker's peak memory (VmHWM).
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { localFileStore, newFileKey } from '../../activities/ports/file-store.ts';
import { startImport } from '../../services/imports/start-import.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { importJobs } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { connectTemporal } from '../../platform/temporal/connection.ts';
import type { Infrastructure } from '../harness/infrastructure.ts';
import { startWorkerProcess } from '../harness/processes.ts';

const supplier = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!;
const caller: Caller = {
  user: {
    id: supplier.user.id,
    email: supplier.user.email,
    firstName: 'Bench',
    lastName: 'Runner',
    role: 'admin',
  },
  account: {
    id: supplier.id,
    kind: 'supplier',
    name: supplier.name,
    masterAccountId: null,
    timeZone: 'America/New_York',
  },
  via: { kind: 'token', tokenId: 'bench' },
};

/** A CSV of `rows` inventory rows over the bench products; one row in 100 is bad (negative stock). */
function writeCsv(path: string, rows: number, products: number) {
  const lines = ['ndc,sku,price,stock,expiry_date,lot,min_qty,max_qty'];
  for (let i = 0; i < rows; i++) {
    const ndc = String(70000000000 + (i % products) + 1).padStart(11, '0');
    lines.push(`${ndc},IMP${rows}-${i},9.99,${i % 100 === 99 ? -1 : i % 50},2028-01-31,L${i % 997},1,10`);
  }
  writeFileSync(path, lines.join('\n') + '\n');
}

async function copyBaseline(database: DatabaseHandle, file: string): Promise<number> {
  const { sql } = database;
  await sql`create table if not exists bench_copy (ndc char(11), sku text, price numeric(12,2), stock integer,
            expiry_date date, lot text, min_qty integer, max_qty integer)`;
  await sql`truncate bench_copy`;
  const t0 = performance.now();
  const writable = await sql`copy bench_copy from stdin with (format csv, header true)`.writable();
  await pipeline(createReadStream(file), writable);
  return performance.now() - t0;
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function benchImport(input: {
  infra: Infrastructure;
  database: DatabaseHandle;
  rowCounts: number[];
  products?: number;
  log: (line: string) => void;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const filesDir = join(dir, 'files');
  const files = localFileStore(filesDir);
  const temporal = connectTemporal({
    temporal: { address: input.infra.temporalAddress, namespace: 'default', taskQueue: 'bench' },
  });
  const results = [];
  try {
    for (const rows of input.rowCounts) {
      const csv = join(dir, `inventory-${rows}.csv`);
      writeCsv(csv, rows, input.products ?? 100_000);
      const copyMs = await copyBaseline(input.database, csv);
      const taskQueue = `bench-import-${rows}`;
      const worker = await startWorkerProcess(
        { databaseUrl: input.infra.templateUrl, temporalAddress: input.infra.temporalAddress, taskQueue },
        { FILES_DIR: filesDir },
      );
      const t0 = performance.now();
      const fileKey = newFileKey('imports', 'csv');
      const fileBytes = await files.put(fileKey, createReadStream(csv));
      const job = await startImport(
        {
          db: input.database.db,
          files,
          temporal: temporal.client,
          taskQueue,
          now: new Date(),
          quotaBytes: Number.MAX_SAFE_INTEGER,
        },
        caller,
        { kind: 'inventory', fileName: `inventory-${rows}.csv`, fileKey, fileBytes },
      );
      let status = 'queued';
      while (status !== 'completed' && status !== 'failed') {
        await new Promise((r) => setTimeout(r, 250));
        const [row] = await input.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
        status = row!.status;
      }
      const importMs = performance.now() - t0;
      const rssMb = peakRssMb(worker.process.pid!);
      await worker.stop();
      const result = {
        rows,
        status,
        importMs,
        copyMs,
        importRowsPerSecond: rows / (importMs / 1000),
        copyRowsPerSecond: rows / (copyMs / 1000),
        ratioToCopy: importMs / copyMs,
        workerPeakRssMb: rssMb,
      };
      input.log(`import of ${rows} rows: ${JSON.stringify(result)}`);
      results.push(result);
    }
  } finally {
    await temporal.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
