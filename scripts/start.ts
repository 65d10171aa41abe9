/**
 * `npm start`: the whole product on one machine. Embedded PostgreSQL (unless DATABASE_URL is set),
 * migrations and demo data, the Temporal dev server (unless TEMPORAL_ADDRESS is set), the worker,
 * and the API serving the built SPA. Ctrl-C stops every child.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Connection } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { ensureSearchAttributes } from '../platform/temporal/search-attributes.ts';
import { applyMigrations } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { startChild, stopChild } from './lib/children.ts';
import { playDemoHistoryInBackground } from './lib/demo-history/in-background.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';
import { isListening } from './lib/free-port.ts';
import { findTemporalCli, SEARCH_ATTRIBUTES, startTemporalDevServer } from './lib/temporal-cli.ts';
import { buildWebIfStale } from './lib/web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const say = (line: string) => console.log(`[start] ${line}`);
const stops: (() => Promise<void>)[] = [];
const apiPort = Number(process.env.PORT ?? 3000);
// The API's internal port: the detailed health, on 127.0.0.1 only (the public /api/health is liveness).
const internalPort = Number(process.env.INTERNAL_PORT ?? apiPort + 1);

process.chdir(root);
await assertPortsFree();
buildWebIfStale(root, say);

// The API and the worker connect as the application role; migrations and the demo seed run as the
// owner (docs/decisions.md "Database roles and grants").
const { databaseUrl, databaseOwnerUrl } = await prepareDatabase();
await applyMigrations(databaseOwnerUrl);
const seeded = await seedDemoData(databaseOwnerUrl);
say(`Database ready (demo accounts created this time: ${seeded.accountsCreated}).`);

let temporalAddress = process.env.TEMPORAL_ADDRESS;
if (!temporalAddress) temporalAddress = await startTemporal();
await registerSearchAttributes(temporalAddress);

const childEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATABASE_OWNER_URL: databaseOwnerUrl,
  TEMPORAL_ADDRESS: temporalAddress,
  PORT: String(apiPort),
  INTERNAL_PORT: String(internalPort),
  // Warnings and errors only in the terminal; LOG_LEVEL=info shows every request.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The demo's sandbox carrier moves a parcel on every 20 s, so a shipment is delivered in about
  // two minutes (production waits: a scan a minute, a poll every 30 minutes).
  SANDBOX_CARRIER_STEP_SECONDS: process.env.SANDBOX_CARRIER_STEP_SECONDS ?? '20',
  TRACKING_POLL_SECONDS: process.env.TRACKING_POLL_SECONDS ?? '10',
};
const children = new Map<string, ChildProcess>();
let stopping = false;
supervise('worker', ['worker/main.ts']);
supervise('api', ['api/main.ts']);

process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

const healthy = await waitForApi();
say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (healthy) {
  // Past orders and offers, made through the API and the workflows just started: in the background,
  // so the product is usable at once (scripts/lib/demo-history; a second start adds nothing).
  void playDemoHistoryInBackground({ env: childEnv, apiUrl: `http://127.0.0.1:${apiPort}`, say });
}
console.log(`
  Marketplace    http://localhost:${apiPort}
  Health         http://127.0.0.1:${internalPort}/health (PostgreSQL, Temporal, the worker; this machine only)
  Temporal UI    ${process.env.TEMPORAL_ADDRESS ? '(external Temporal)' : 'http://localhost:8233'}

  Demo logins (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.user.email.padEnd(24)} ${a.kind.padEnd(9)} ${a.name}`).join('\n')}

  Press Ctrl-C to stop everything.
`);

/** Embedded PostgreSQL unless DATABASE_URL names one; then DATABASE_OWNER_URL must name its owner. */
async function prepareDatabase(): Promise<{ databaseUrl: string; databaseOwnerUrl: string }> {
  const { DATABASE_URL, DATABASE_OWNER_URL } = process.env;
  if (DATABASE_URL && DATABASE_OWNER_URL)
    return { databaseUrl: DATABASE_URL, databaseOwnerUrl: DATABASE_OWNER_URL };
  if (DATABASE_URL) {
    say('DATABASE_URL is set: set DATABASE_OWNER_URL too (the role that owns the tables and migrates).');
    process.exit(1);
  }
  say('Starting embedded PostgreSQL (.data/postgres, port 54329)...');
  const pg = await startEmbeddedPostgres({
    dataDir: '.data/postgres',
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  });
  stops.unshift(pg.stop);
  await pg.ensureDatabase('marketplace');
  return { databaseUrl: pg.appUrlFor('marketplace'), databaseOwnerUrl: pg.urlFor('marketplace') };
}

/** A second `npm start` (or anything else on our ports) would half-start; say so and stop. */
async function assertPortsFree() {
  const wanted = [apiPort, internalPort];
  if (!process.env.DATABASE_URL) wanted.push(Number(process.env.EMBEDDED_PG_PORT ?? 54329));
  if (!process.env.TEMPORAL_ADDRESS) wanted.push(7233, 8233);
  for (const port of wanted) {
    if (await isListening(port)) {
      say(
        `Port ${port} is already in use: is another npm start running? Stop it, or see the README's troubleshooting.`,
      );
      process.exit(1);
    }
  }
}

/**
 * The dev server registers the search attributes only when its database is created: one kept from
 * before an attribute existed gets it here (a start naming an unknown attribute is refused).
 */
async function registerSearchAttributes(address: string) {
  const connection = await Connection.connect({ address });
  try {
    const namespace = process.env.TEMPORAL_NAMESPACE ?? 'default';
    const added = await ensureSearchAttributes(connection, namespace);
    if (added.length > 0) say(`Registered the search attributes ${added.join(', ')} in ${namespace}.`);
  } catch (error) {
    say(`Could not check the search attributes: ${String(error)}`);
  } finally {
    await connection.close();
  }
}

async function startTemporal(): Promise<string> {
  const cli = await findTemporalCli({ toolsDir: '.tools', log: say });
  if (cli) {
    say(`Starting the Temporal dev server (${cli}; .data/temporal/dev.sqlite; UI :8233)...`);
    const server = await startTemporalDevServer({
      cli,
      port: 7233,
      uiPort: 8233,
      dbFile: '.data/temporal/dev.sqlite',
    });
    stops.unshift(server.stop);
    return server.address;
  }
  say(
    'No Temporal CLI and no Go toolchain: letting the Temporal SDK download its dev server (needs the internet)...',
  );
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      port: 7233,
      ui: true,
      uiPort: 8233,
      dbFilename: '.data/temporal/dev.sqlite',
      extraArgs: SEARCH_ATTRIBUTES.flatMap((a) => ['--search-attribute', a]),
    },
  });
  stops.unshift(() => env.teardown());
  return env.address;
}

function supervise(name: string, args: string[], restarts: number[] = []) {
  const child = startChild(name, process.execPath, args, childEnv);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const recent = [...restarts, Date.now()].filter((t) => Date.now() - t < 60_000);
    if (recent.length > 5) {
      say(`${name} keeps failing (exit ${code ?? signal}); stopping.`);
      void shutdown(1);
      return;
    }
    say(`${name} exited (${code ?? signal}); restarting in 1 s.`);
    setTimeout(() => supervise(name, args, recent), 1000);
  });
}

/** Ready means every part is up: the detailed health of the internal port, not the public liveness. */
async function waitForApi(): Promise<boolean> {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${internalPort}/health`);
      if (response.status === 200) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  say('The API did not report healthy within 150 s; see the logs above.');
  return false;
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('Stopping...');
  await Promise.all([...children.values()].map((c) => stopChild(c)));
  for (const stop of stops) await stop().catch((e: unknown) => say(`stop failed: ${String(e)}`));
  say('Stopped.');
  process.exit(code);
}
