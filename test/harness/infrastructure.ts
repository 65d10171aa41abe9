/**
 * Real infrastructure for the tests: a fresh embedded PostgreSQL cluster (in a temporary
 * directory, on a free port) holding a migrated and seeded template database, a Temporal dev
 * server (in-memory) and an S3-compatible server (in-memory; a bucket per test file, ./s3.ts).
 * Started once per test run by a vitest global setup.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations } from '../../db/migrate.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { findS3Server, startS3Server } from '../../scripts/lib/s3-server.ts';
import { findTemporalCli, startTemporalDevServer } from '../../scripts/lib/temporal-cli.ts';

export const TEMPLATE_DATABASE = 'marketplace_template';

export type Infrastructure = {
  adminUrl: string;
  templateUrl: string;
  /** A database as its owner (migrations, fixtures that need DDL) and as the application role. */
  urlFor: (database: string) => string;
  appUrlFor: (database: string) => string;
  temporalAddress: string;
  /** The S3-compatible server's URL (path-style, any credentials). */
  s3Endpoint: string;
  /** A scratch folder of the run's (removed by stop). */
  dataRoot: string;
  stop: () => Promise<void>;
};

export async function startInfrastructure(options: { namespaces?: string[] } = {}): Promise<Infrastructure> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'marketplace-test-'));
  await chmod(dataRoot, 0o755); // the postgres user must reach its data directory
  const [pgPort, temporalPort] = [await freePort(), await freePort()];
  const cli = await findTemporalCli({ toolsDir: '.tools', log: (line) => console.log(line) });
  if (!cli) throw new Error('The Temporal CLI is needed for the tests: install Go, or set TEMPORAL_CLI.');
  const s3Binary = await findS3Server({ toolsDir: '.tools', log: (line) => console.log(line) });
  if (!s3Binary) throw new Error('gofakes3 (the S3 test server) is needed: install Go, or set GOFAKES3.');
  const [pg, temporal, s3] = await Promise.all([
    startEmbeddedPostgres({ dataDir: join(dataRoot, 'pg'), port: pgPort }),
    startTemporalDevServer({
      cli,
      port: temporalPort,
      ...(options.namespaces ? { namespaces: options.namespaces } : {}),
    }),
    startS3Server({ binary: s3Binary }),
  ]);
  await pg.ensureDatabase(TEMPLATE_DATABASE);
  const templateUrl = pg.urlFor(TEMPLATE_DATABASE);
  await applyMigrations(templateUrl);
  await seedDemoData(templateUrl);
  return {
    adminUrl: pg.urlFor('postgres'),
    templateUrl,
    urlFor: pg.urlFor,
    appUrlFor: pg.appUrlFor,
    temporalAddress: temporal.address,
    s3Endpoint: s3.endpoint,
    dataRoot,
    stop: async () => {
      await Promise.allSettled([temporal.stop(), pg.stop(), s3.stop()]);
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}
