/**
 * The two database roles (docs/decisions.md "Database roles and grants"): the owner runs the
 * migrations and owns every table; the application role (`marketplace_app`) is what the API and
 * the worker connect as, with the table privileges migration 0036 grants and no DDL. Roles live
 * outside migrations: the operator creates them (deploy/postgres/init-databases.sh in compose),
 * and the embedded PostgreSQL of `npm start` and the tests creates them here.
 */
import postgres from 'postgres';

/** The role migrations grant to; its name is fixed because the grants in migrations name it. */
export const APP_ROLE = 'marketplace_app';
/** The embedded cluster's password for it (a laptop and the tests only; compose sets its own). */
export const EMBEDDED_APP_PASSWORD = 'marketplace_app';

/** Creates the application role when missing (login, no other attribute), as a superuser. */
export async function ensureAppRole(adminUrl: string, password = EMBEDDED_APP_PASSWORD): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`select 1 from pg_roles where rolname = ${APP_ROLE}`;
    if (!found)
      await sql.unsafe(`create role ${APP_ROLE} login password '${password.replaceAll("'", "''")}'`);
  } finally {
    await sql.end();
  }
}

/** The same database URL, logged in as another role. */
export function urlAs(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(role);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The URL the application connects with to the database an owner URL names (embedded clusters). */
export function appUrlOf(ownerUrl: string): string {
  return urlAs(ownerUrl, APP_ROLE, EMBEDDED_APP_PASSWORD);
}
