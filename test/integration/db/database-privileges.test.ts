/**
 * Database privileges (issue 22, Trust round 3): the API and the worker connect as the application
 * role, which owns nothing and may not change the schema, so an injected statement can neither
 * disable the DSCSA freeze trigger nor drop a table; the e-signature trail, the audit trail and
 * the DSCSA records are append-only by privilege, not only by trigger (migration 0036).
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../../scripts/lib/database-roles.ts';
import { createTestDatabase } from '../../harness/database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: postgres.Sql;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = postgres(database.ownerUrl, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await owner?.end();
  await database?.drop();
});

/** The error PostgreSQL answers a statement run as the application role with, if any. */
async function refusalOf(statement: string): Promise<{ code: string; message: string } | null> {
  try {
    await database.sql.begin((sql) => sql.unsafe(statement));
    return null;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
}

describe('the application role', () => {
  it('is who the test database handle logs in as, and owns no table, type or function', async () => {
    const [me] = await database.sql<{ user: string }[]>`select current_user as user`;
    expect(me!.user).toBe(APP_ROLE);
    const owned = await database.sql<{ name: string }[]>`
      select c.relname as name from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${APP_ROLE}
      union all select t.typname from pg_type t join pg_roles r on r.oid = t.typowner where r.rolname = ${APP_ROLE}
      union all select p.proname from pg_proc p join pg_roles r on r.oid = p.proowner where r.rolname = ${APP_ROLE}`;
    expect(owned).toEqual([]);
  });

  it.each([
    [
      'disable the DSCSA freeze trigger',
      'alter table dscsa_transaction_records disable trigger dscsa_records_frozen',
    ],
    ['disable every trigger of the audit trail', 'alter table audit_events disable trigger all'],
    ['drop a table', 'drop table orders cascade'],
    ['truncate the audit trail', 'truncate audit_events'],
    ['create a table', 'create table injected (id int)'],
    ['add a column', 'alter table users add column injected text'],
    [
      'replace the freeze function',
      'create or replace function dscsa_records_frozen() returns trigger language plpgsql as $$ begin return new; end $$',
    ],
  ])('may not %s', async (_what, statement) => {
    expect(await refusalOf(statement)).toMatchObject({ code: '42501' });
  });

  it.each([
    ['update a DSCSA record', "update dscsa_transaction_records set lot = 'X'"],
    ['delete a DSCSA record', 'delete from dscsa_transaction_records'],
    ['update a signature event', "update signature_events set ip = '10.0.0.1'"],
    ['delete a signature event', 'delete from signature_events'],
    ['update a signature request', 'update signature_requests set document_ids = document_ids'],
    ['delete a signature request', 'delete from signature_requests'],
    ['delete a signature document', 'delete from signature_documents'],
    [
      "change what a signature document's signer was sent",
      "update signature_documents set original_sha256 = 'x'",
    ],
    ['update an audit event', "update audit_events set action = 'x'"],
    ['delete an audit event', 'delete from audit_events'],
    ['change a rewards ledger entry', 'update reward_ledger set points = points'],
    ['delete a rewards ledger entry', 'delete from reward_ledger'],
    ['change a rewards credit', 'update reward_credits set amount_cents = amount_cents'],
    ['delete a rewards credit application', 'delete from reward_credit_applications'],
  ])('may not %s (append-only by privilege)', async (_what, statement) => {
    expect(await refusalOf(statement)).toMatchObject({ code: '42501', message: /permission denied/ });
  });

  it("may move a signature document's status, and read and append to the trails", async () => {
    expect(await refusalOf("update signature_documents set status = 'cancelled' where false")).toBeNull();
    expect(await refusalOf('select count(*) from signature_events, dscsa_transaction_records')).toBeNull();
    expect(await refusalOf('select * from audit_events limit 1')).toBeNull();
  });

  it('gets the same privileges on a table a later migration creates (default privileges)', async () => {
    await owner.unsafe('create table later_table (id bigserial primary key, note text)');
    expect(await refusalOf("insert into later_table (note) values ('x')")).toBeNull();
    expect(await refusalOf("update later_table set note = 'y'")).toBeNull();
    expect(await refusalOf('drop table later_table')).toMatchObject({ code: '42501' });
  });
});
