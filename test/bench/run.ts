/**
 * `npm run bench`: builds a large catalog on a fresh embedded PostgreSQL and measures the product
 * against plain baselines on the same machine in the same run. Prints a table and writes
 * test-results/bench.json. Figures are ratios to the baseline, never pass/fail thresholds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { startInfrastructure } from '../harness/infrastructure.ts';
import { generateCatalog } from './dataset.ts';
import { benchImport } from './import-bench.ts';
import { benchDemoSeed, benchHostileInputs } from './input-and-seed-bench.ts';
import { runOffersBench } from './offers-bench.ts';
import { benchSearch } from './search-bench.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const IMPORT_ROWS = (process.env.BENCH_IMPORT_ROWS ?? '100000,1000000').split(',').map(Number);
const say = (line: string) => console.log(`[bench] ${line}`);

const infra = await startInfrastructure();
const database = openDatabase(infra.templateUrl, { max: 20 });
try {
  const suppliers = await database.db
    .insert(accounts)
    .values(
      Array.from({ length: 20 }, (_, i) => ({ kind: 'supplier' as const, name: `Bench Supplier ${i + 1}` })),
    )
    .returning({ id: accounts.id });
  let t0 = performance.now();
  await generateCatalog(database.sql, {
    products: PRODUCTS,
    listings: LISTINGS,
    suppliers: suppliers.map((s) => s.id),
  });
  say(
    `generated ${PRODUCTS} products and ${LISTINGS} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  t0 = performance.now();
  const search = await benchSearch(database.db, database.sql, { concurrency: 16, durationMs: 10_000 });
  say(`search measured in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const imports = await benchImport({ infra, database, rowCounts: IMPORT_ROWS, log: say });
  const hostileInputs = benchHostileInputs();
  const demoSeed = await benchDemoSeed(infra);

  const report = {
    machine: { cpus: (await import('node:os')).cpus().length },
    products: PRODUCTS,
    listings: LISTINGS,
    search,
    imports,
    hostileInputs,
    demoSeed,
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench.json', JSON.stringify(report, null, 2));
  printReport(report);
  await runOffersBench({ infra, log: say });
} finally {
  await database.close();
  await infra.stop();
}

function printReport(report: {
  search: Awaited<ReturnType<typeof benchSearch>>;
  imports: Awaited<ReturnType<typeof benchImport>>;
  hostileInputs: ReturnType<typeof benchHostileInputs>;
  demoSeed: Awaited<ReturnType<typeof benchDemoSeed>>;
}) {
  const ms = (n: number) => n.toFixed(2);
  console.log('\nSearch suggestions (ms; ratio = product / baseline)');
  for (const [name, run] of Object.entries(report.search)) {
    const { product: p, baseline: b, concurrency } = run;
    console.log(
      `  ${name.padEnd(10)} c=${String(concurrency).padEnd(3)} p50 ${ms(p.p50)} (x${(p.p50 / b.p50).toFixed(2)})  ` +
        `p95 ${ms(p.p95)} (x${(p.p95 / b.p95).toFixed(2)})  p99 ${ms(p.p99)} (x${(p.p99 / b.p99).toFixed(2)})  ` +
        `${p.perSecond.toFixed(0)}/s vs ${b.perSecond.toFixed(0)}/s baseline`,
    );
  }
  console.log('\nImport (rows per second; ratio = import time / COPY time)');
  for (const run of report.imports) {
    console.log(
      `  ${String(run.rows).padStart(8)} rows: import ${run.importRowsPerSecond.toFixed(0)}/s, COPY ${run.copyRowsPerSecond.toFixed(0)}/s, ` +
        `x${run.ratioToCopy.toFixed(2)} of COPY time, worker peak RSS ${run.workerPeakRssMb.toFixed(0)} MB`,
    );
  }
  console.log(
    '\nHostile inputs, 300,000 characters (ms, median of 20; ratio = rule / one pass over the string)',
  );
  for (const [name, run] of Object.entries(report.hostileInputs)) {
    console.log(
      `  ${name.padEnd(10)} ${run.productMs.toFixed(3)} ms vs ${run.baselineMs.toFixed(3)} ms (x${(run.productMs / run.baselineMs).toFixed(1)})`,
    );
  }
  const seed = report.demoSeed;
  console.log(
    `\nDemo seed: ${seed.rows.productsCreated} products, ${seed.rows.listingsCreated} listings in ${(seed.seedMs / 1000).toFixed(2)} s; ` +
      `PostgreSQL copies the same rows in ${(seed.copyMs / 1000).toFixed(2)} s (x${(seed.seedMs / seed.copyMs).toFixed(1)})`,
  );
}
