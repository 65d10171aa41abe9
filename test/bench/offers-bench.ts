/**
 * Offer negotiation under load (issue 5, "Load"): 1,000 negotiations run through their full cycle
 * on the Temporal dev server against the real API app in-process with an in-process worker (see
 * offers-world.ts). Each negotiation: the demo pharmacy offers on a Keystone listing (POST
 * /api/v1/offers), Keystone counters (POST /api/v1/offers/:id/respond), the pharmacy accepts the
 * counter (PATCH /api/v1/offers/:id/counter). All negotiations are started at once; their HTTP
 * calls pass through `clients` concurrent clients. The baseline, in the same run, at the same
 * concurrency: a bare workflow update round-trip (offers-baseline-workflow.ts) on the same worker
 * and task queue. Figures are ratios to the baseline, never pass/fail thresholds.
 *
 * Part of `npm run bench`; alone: `node test/bench/offers-bench.ts` (BENCH_OFFERS=100 for a check).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import { startInfrastructure, type Infrastructure } from '../harness/infrastructure.ts';
import { measureBareUpdates } from './offers-bare-update.ts';
import { breakdownMoves } from './offers-breakdown.ts';
import { createGate, timed, type Gate } from './offers-gate.ts';
import { openOffersWorld, type Answer, type OffersWorld } from './offers-world.ts';
import { summarise } from './stats.ts';

const OFFER = { price: '40.00', quantity: 2 };
const COUNTER = { price: '45.00', quantity: 2 };
const WARM_UP = 10;

export type OffersBenchOptions = { negotiations: number; clients: number; sequential: number };

export function offersBenchOptions(env: NodeJS.ProcessEnv = process.env): OffersBenchOptions {
  return {
    negotiations: Number(env.BENCH_OFFERS ?? 1_000),
    clients: Number(env.BENCH_OFFER_CLIENTS ?? 16),
    sequential: Number(env.BENCH_OFFERS_SEQUENTIAL ?? 50),
  };
}

function assertOk(answer: Answer, step: string): Answer {
  if (answer.status >= 200 && answer.status < 300) return answer;
  throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The new offer's id, from the create answer {message, fl, offer}. */
function offerIdOf(body: unknown): string {
  const id = (body as { offer?: { id?: string } }).offer?.id;
  if (!id) throw new Error(`create: no offer id in ${JSON.stringify(body)}`);
  return id;
}

type Calls = { create: number[]; respond: number[]; counter: number[] };

/** One negotiation's full cycle, each call through the gate and timed inside it. */
async function negotiate(world: OffersWorld, gate: Gate, calls: Calls): Promise<string> {
  const via = <T>(samples: number[], work: () => Promise<T>) => gate(() => timed(samples, work));
  const created = await via(calls.create, () =>
    world.call('POST', '/api/v1/offers', world.pharmacy, { listing_id: world.listingId, ...OFFER }),
  );
  const id = offerIdOf(assertOk(created, 'create').body);
  const responded = await via(calls.respond, () =>
    world.call('POST', `/api/v1/offers/${id}/respond`, world.supplier, { response: 'counter', ...COUNTER }),
  );
  assertOk(responded, 'respond');
  const answered = await via(calls.counter, () =>
    world.call('PATCH', `/api/v1/offers/${id}/counter`, world.pharmacy, { status: 'accepted' }),
  );
  assertOk(answered, 'counter');
  return id;
}

/** Starts `count` negotiations at once and runs them to the accepted counter through `gate`. */
async function runNegotiations(world: OffersWorld, count: number, gate: Gate) {
  const calls: Calls = { create: [], respond: [], counter: [] };
  const failures: string[] = [];
  const t0 = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, () => negotiate(world, gate, calls)),
  );
  const wallMs = performance.now() - t0;
  for (const o of outcomes)
    if (o.status === 'rejected') failures.push(String((o.reason as Error).message ?? o.reason));
  const completed = count - failures.length;
  return {
    offerIds: outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])),
    negotiations: count,
    completed,
    failed: failures.length,
    firstFailures: [...new Set(failures)].slice(0, 5),
    wallMs,
    completedPerSecond: (completed / wallMs) * 1000,
    create: summarise(calls.create, wallMs),
    respond: summarise(calls.respond, wallMs),
    counter: summarise(calls.counter, wallMs),
  };
}

/** What the database holds for the bench listing afterwards: offers by status, and agreed cart lines. */
async function checkOutcome(world: OffersWorld) {
  const statuses = await world.db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from offers where listing_id = ${world.listingId} group by status`,
  );
  const [cart] = await world.db.execute<{ lines: number; at_counter_price: number }>(
    sql`select count(*)::int as lines, count(*) filter (where agreed_unit_cents = 4500)::int as at_counter_price
        from cart_items where listing_id = ${world.listingId} and offer_id is not null`,
  );
  return { offersByStatus: Object.fromEntries(statuses.map((r) => [r.status, r.n])), cartLines: cart };
}

/** One pass at one concurrency: the bare-update baseline, then the negotiations. */
async function measurePass(world: OffersWorld, count: number, clients: number, log: (line: string) => void) {
  const gate = createGate(clients);
  const bareUpdate = await measureBareUpdates(world, count, gate);
  log(
    `offers: ${count} bare updates with ${clients} clients: p50 ${bareUpdate.p50.toFixed(1)} ms, p95 ${bareUpdate.p95.toFixed(1)} ms`,
  );
  const { offerIds, ...run } = await runNegotiations(world, count, gate);
  log(
    `offers: ${run.completed}/${count} negotiations with ${clients} clients in ${(run.wallMs / 1000).toFixed(1)} s`,
  );
  if (run.failed > 0)
    log(
      `offers: first failures ${JSON.stringify(run.firstFailures)}; logs ${world.problems.slice(0, 5).join('\n')}`,
    );
  return {
    clients,
    bareUpdate,
    ...run,
    // Inside Temporal (p50, from the histories): update accepted → completed, and its activities.
    inside: await breakdownMoves(world.temporal.client, offerIds),
    ratio: { p50: run.respond.p50 / bareUpdate.p50, p95: run.respond.p95 / bareUpdate.p95 },
  };
}

/** The whole offers bench on running infrastructure. */
export async function benchOffers(input: {
  infra: Infrastructure;
  options: OffersBenchOptions;
  log: (line: string) => void;
}) {
  const { options, log } = input;
  const stock = (WARM_UP + options.sequential + options.negotiations) * OFFER.quantity * 2;
  const world = await openOffersWorld({
    databaseUrl: input.infra.templateUrl,
    temporalAddress: input.infra.temporalAddress,
    stock,
  });
  try {
    // Warm-up (bundle loaded, connections opened, plans cached); not measured.
    await measurePass(world, WARM_UP, 2, () => {});
    const sequential = options.sequential > 0 ? await measurePass(world, options.sequential, 1, log) : null;
    const concurrent = await measurePass(world, options.negotiations, options.clients, log);
    // Every negotiation of every pass should end counter_accepted, its cart line at the counter price.
    const outcome = {
      expected: WARM_UP + options.sequential + options.negotiations,
      ...(await checkOutcome(world)),
    };
    return { worker: world.workerSettings, sequential, concurrent, outcome };
  } finally {
    await world.close();
  }
}

export type OffersReport = Awaited<ReturnType<typeof benchOffers>>;

function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

/** Runs the bench, writes test-results/bench-offers.json and prints the table (npm run bench calls this). */
export async function runOffersBench(input: { infra: Infrastructure; log: (line: string) => void }) {
  const t0 = performance.now();
  const options = offersBenchOptions();
  const report = {
    machine: machine(),
    options,
    ...(await benchOffers({ infra: input.infra, options, log: input.log })),
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench-offers.json', JSON.stringify(report, null, 2));
  printOffersReport(report);
  input.log(`offers measured in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return report;
}

function printOffersReport(report: OffersReport & { options: OffersBenchOptions }) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    '\nOffer negotiations (offer, counter, accept counter; ratio = respond / bare workflow update)',
  );
  for (const pass of [report.sequential, report.concurrent]) {
    if (!pass) continue;
    const { respond: r, bareUpdate: b } = pass;
    console.log(
      `  c=${String(pass.clients).padEnd(3)} ${pass.completed}/${pass.negotiations} completed, ${pass.completedPerSecond.toFixed(1)}/s; ` +
        `respond p50 ${ms(r.p50)} p95 ${ms(r.p95)}; bare update p50 ${ms(b.p50)} p95 ${ms(b.p95)}; ` +
        `x${pass.ratio.p50.toFixed(2)} p50, x${pass.ratio.p95.toFixed(2)} p95`,
    );
    console.log(
      `        create p50 ${ms(pass.create.p50)} p95 ${ms(pass.create.p95)}; accept counter p50 ${ms(pass.counter.p50)} p95 ${ms(pass.counter.p95)}`,
    );
    const { respond: ir } = pass.inside;
    console.log(
      `        inside Temporal (p50): respond update ${ms(ir.updateMs)}, of which ${ir.activities} activity waits ${ms(ir.activityWaitMs)} and runs ${ms(ir.activityRunMs)}`,
    );
  }
  console.log(`  outcome ${JSON.stringify(report.outcome)}`);
  console.log(`  worker ${JSON.stringify(report.worker)}`);
}

if (import.meta.main) {
  const say = (line: string) => console.log(`[bench] ${line}`);
  const t0 = performance.now();
  const infra = await startInfrastructure();
  say(`infrastructure up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    await runOffersBench({ infra, log: say });
  } finally {
    await infra.stop();
  }
  say(`total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
