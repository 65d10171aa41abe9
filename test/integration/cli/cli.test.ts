/**
 * The operator CLI against a real API process: login stores a token, whoami and workflows use it;
 * and `pharmacy db migrate` against an empty database of its own.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import * as schema from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { appUrlOf } from '../../../scripts/lib/database-roles.ts';
import { startWorkflowOnce } from '../../../platform/temporal/commands.ts';
import { createTestDatabase } from '../../harness/database.ts';
import { projectNode, projectRoot, startApiProcess } from '../../harness/processes.ts';
import { testNamespace } from '../../harness/namespaces.ts';

let api: Awaited<ReturnType<typeof startApiProcess>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const configDir = mkdtempSync(join(tmpdir(), 'pharmacy-cli-'));

function cli(args: string[], input = '') {
  const result = spawnSync(projectNode, ['cli/index.ts', '--api', api.url, ...args], {
    cwd: projectRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, MARKETPLACE_CONFIG_DIR: configDir },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiProcess({
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    namespace: testNamespace(),
  });
});
afterAll(async () => {
  await api.stop();
  await database.drop();
  rmSync(configDir, { recursive: true, force: true });
});

describe('pharmacy CLI', () => {
  it('refuses a wrong password with the server message and a non-zero exit', () => {
    const result = cli(['login', '--email', 'support@example.com'], 'Not-The-Password-1!\n');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Invalid email or password.');
  });

  it('logs in, stores the token with mode 0600, and answers whoami', () => {
    const login = cli(['login', '--email', 'support@example.com', '--json'], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(0);
    const stored = JSON.parse(login.stdout) as { credentials: string };
    expect(statSync(stored.credentials).mode & 0o777).toBe(0o600);
    const whoami = cli(['whoami', '--json']);
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      user: { email: 'support@example.com' },
      account: { kind: 'support' },
    });
  });

  it('lists workflows and refuses to cancel without a reason, or without --yes when not interactive', () => {
    const list = cli(['workflows', 'list', '--json']);
    expect(list.code, list.stderr).toBe(0);
    expect(Array.isArray(JSON.parse(list.stdout))).toBe(true);
    const unexplained = cli(['workflows', 'cancel', 'some-workflow', '--yes']);
    expect(unexplained.code).toBe(2);
    expect(unexplained.stderr).toContain('--reason');
    const cancel = cli(['workflows', 'cancel', 'some-workflow', '--reason', 'Stuck']);
    expect(cancel.code).toBe(2);
    expect(cancel.stderr).toContain('--yes');
  });

  it("lists one account's workflows with --account (issue 22)", async () => {
    // A workflow nobody runs, started as the API starts them: with the account in its attributes.
    const accountId = randomUUID();
    const connection = await Connection.connect({ address: inject('temporalAddress') });
    const client = new Client({ connection, namespace: testNamespace() });
    try {
      await startWorkflowOnce(client, 'purgeExpiredIdentityRecordsWorkflow', {
        taskQueue: `cli-idle-${randomUUID()}`,
        workflowId: `cli-account-${accountId}`,
        input: undefined,
        attributes: { process: 'test', subjectId: accountId, accountIds: [accountId] },
      });
      const listed = () => {
        const list = cli(['workflows', 'list', '--account', accountId, '--json']);
        expect(list.code, list.stderr).toBe(0);
        return (JSON.parse(list.stdout) as { workflow_id: string }[]).map((w) => w.workflow_id);
      };
      await expect.poll(listed, { timeout: 15_000 }).toEqual([`cli-account-${accountId}`]);
      expect(cli(['workflows', 'list', '--account', randomUUID(), '--json']).stdout.trim()).toBe('[]');
      await client.workflow.getHandle(`cli-account-${accountId}`).terminate('test done');
    } finally {
      await connection.close();
    }
  });

  it('answers 404 through the CLI for a workflow that does not exist', () => {
    const result = cli(['workflows', 'describe', 'no-such-workflow']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Workflow not found');
  });

  it('logs out by revoking the token', () => {
    const logout = cli(['logout']);
    expect(logout.code, logout.stderr + logout.stdout).toBe(0);
    const whoami = cli(['whoami']);
    expect(whoami.code).not.toBe(0);
  });
});

describe('pharmacy db migrate', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `cli_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`); // empty: not the migrated template
  });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const tablesIn = async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ name: string }[]>`
        select table_name as name from information_schema.tables where table_schema = 'public'`;
      return rows.map((r) => r.name);
    } finally {
      await sql.end();
    }
  };
  const schemaTables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table).name);

  const referenceCounts = async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ states: number; zips: number }[]>`
        select (select count(*)::int from states) as states, (select count(*)::int from zip_centroids) as zips`;
      return row;
    } finally {
      await sql.end();
    }
  };

  it('creates every table of the schema and loads the reference data in an empty database, and is a no-op when run again', async () => {
    expect(await tablesIn()).toEqual([]);
    const migrate = () =>
      spawnSync(projectNode, ['cli/index.ts', 'db', 'migrate', '--json'], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: appUrlOf(url), DATABASE_OWNER_URL: url },
      });
    const first = migrate();
    expect(first.status, first.stderr).toBe(0);
    // Issue 22: a production database takes a signup's location (its state) without the demo seed.
    const reference = { states: 56, zipCentroids: 33_791, rewardPrizes: 4 };
    expect(JSON.parse(first.stdout)).toMatchObject({
      migrated: true,
      reference: {
        ...reference,
        written: reference.states + reference.zipCentroids + reference.rewardPrizes,
      },
    });
    expect(schemaTables.length).toBeGreaterThan(20);
    expect(await tablesIn()).toEqual(expect.arrayContaining(schemaTables));
    expect(await referenceCounts()).toEqual({ states: reference.states, zips: reference.zipCentroids });

    const again = migrate();
    expect(again.status, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ reference: { ...reference, written: 0 } });
    expect((await tablesIn()).sort()).toEqual([...schemaTables].sort());
    expect(await referenceCounts()).toEqual({ states: reference.states, zips: reference.zipCentroids });
  });
});
