/**
 * `pharmacy locations list|add` (issue 23, CLI) against a real API process: the master adds a store
 * with --json and lists it; a refused field exits non-zero with the server's message, nothing added.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { PHARMACY } from '../orders/order-fulfilment-fixtures.ts';

let stack: CliStack;
const cli = (args: string[], input?: string) => stack.cli(args, { input, config: 'pharmacy' });

beforeAll(async () => {
  stack = await startCliStack('cli-locations');
  const login = await cli(['login', '--email', 'pharmacy@example.com'], `${DEMO_PASSWORD}\n`);
  expect(login.code, login.stderr).toBe(0);
});
afterAll(() => stack?.close());

const storesOf = () => stack.database.db.select().from(locations).where(eq(locations.accountId, PHARMACY.id));

describe('pharmacy locations', () => {
  it('adds a store for the master with --json and lists it', async () => {
    const args = ['locations', 'add', '--name', 'CLI store', '--address1', '1 Main St', '--city', 'Austin'];
    const added = await cli([...args, '--state', 'TX', '--zip', '78701', '--gln', '0614141000005', '--json']);
    expect(added.code, added.stderr).toBe(0);
    const answer = JSON.parse(added.stdout) as { status: string; location: { id: string; state: string } };
    expect(answer).toMatchObject({ status: 'created', location: { state: 'TX' } });
    const list = await cli(['locations', 'list', '--json']);
    expect(list.code, list.stderr).toBe(0);
    const ids = (JSON.parse(list.stdout) as { data: { id: string }[] }).data.map((l) => l.id);
    expect(ids).toContain(answer.location.id);
  });

  it('exits non-zero with the server’s message on a wrong GLN check digit, adding nothing', async () => {
    const before = await storesOf();
    const args = ['locations', 'add', '--name', 'Bad GLN', '--address1', '1 Main St', '--city', 'Austin'];
    const refused = await cli([...args, '--state', 'TX', '--zip', '78701', '--gln', '0614141000006']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('check digit');
    expect(await storesOf()).toHaveLength(before.length);
  });
});
