/**
 * `pharmacy db …`: schema migrations and demo data, run locally (no API) against DATABASE_OWNER_URL,
 * the role that owns the tables; the application's DATABASE_URL may not change the schema.
 */
import type { Command } from 'commander';
import { readEnv } from '../../platform/env.ts';
import { contextOf } from '../context.ts';
import { formatFields, printJson, printLine } from '../output.ts';

export function registerDbCommand(program: Command): void {
  const db = program.command('db').description('database maintenance against DATABASE_OWNER_URL');
  db.command('migrate')
    .description('apply every pending migration, then load the reference data (states, ZIP centroids)')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, command: Command) => {
      const context = contextOf(command);
      const databaseUrl = readEnv().databaseOwnerUrl;
      // Loaded on demand so commands that only talk to the API never load the database driver.
      const { migrateDatabase } = await import('../../db/migrate.ts');
      const reference = await migrateDatabase(databaseUrl);
      if (context.json) return printJson({ migrated: true, database: redactUrl(databaseUrl), reference });
      printLine(`Migrations applied to ${redactUrl(databaseUrl)}.`);
      printLine(
        `Reference data: ${reference.states} states, ${reference.zipCentroids} ZIP centroids, ${reference.rewardPrizes} reward prizes (${reference.written} rows written).`,
      );
    });

  db.command('seed')
    .description('load the demo marketplace (wholesalers, pharmacies, listings, offers, orders)')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, command: Command) => {
      const context = contextOf(command);
      const databaseUrl = readEnv().databaseOwnerUrl;
      const { seedDemoData } = await import('../../db/seed/index.ts');
      const report = await seedDemoData(databaseUrl);
      if (context.json) return printJson({ seeded: true, database: redactUrl(databaseUrl), report });
      printLine(`Demo data seeded into ${redactUrl(databaseUrl)}.`);
      printLine(formatFields(Object.entries(report).map(([key, count]) => [humanize(key), count] as const)));
    });
}

/** The URL without its password, fit for a terminal or a log. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** `accountsCreated` → `Accounts created`. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
