/**
 * Two measurements that used to be timing assertions in tests (issue 10 "Timing assertions in tests
 * move to the bench"):
 * - hostile inputs: the card-number and P.O.-box rules on a 300,000-character hostile string,
 *   against one pass over the same string (indexOf of a character it does not hold; the baseline);
 * - the demo seed: seeding the demo catalog into a freshly migrated database, against PostgreSQL
 *   copying the same rows table to table (the baseline).
 */
import postgres from 'postgres';
import { applyMigrations } from '../../db/migrate.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { hasPoBox } from '../../domain/addresses/address-rules.ts';
import { isValidCardNumber } from '../../domain/payments/card-rules.ts';
import type { Infrastructure } from '../harness/infrastructure.ts';

const RUNS = 20;

function medianMs(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export function benchHostileInputs() {
  const card = '4 -'.repeat(100_000);
  const poBox = 'p.o.'.repeat(100_000);
  // One full pass over the string: the cost of merely reading it.
  const baseline = (s: string) => () => s.indexOf('\u0000');
  return {
    cardNumber: { productMs: medianMs(() => isValidCardNumber(card)), baselineMs: medianMs(baseline(card)) },
    poBox: { productMs: medianMs(() => hasPoBox(poBox)), baselineMs: medianMs(baseline(poBox)) },
  };
}

export async function benchDemoSeed(infra: Infrastructure) {
  const admin = postgres(infra.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists bench_seed');
  await admin.unsafe('create database bench_seed');
  await admin.end();
  const url = infra.urlFor('bench_seed');
  await applyMigrations(url);
  let started = performance.now();
  const report = await seedDemoData(url);
  const seedMs = performance.now() - started;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    started = performance.now();
    await sql.begin(async (tx) => {
      for (const table of ['products', 'listings', 'volume_discounts']) {
        await tx.unsafe(`create temp table copy_${table} as select * from ${table}`);
      }
    });
    const copyMs = performance.now() - started;
    return { rows: report, seedMs, copyMs };
  } finally {
    await sql.end();
  }
}
