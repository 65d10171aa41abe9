/**
 * Vacation times (pharmacy-side §3 Vacation time: name, start_date, end_date, notes; supplier-side §3
 * Holiday/vacation time): created, changed and deleted by their supplier only; a vacation ends on or
 * after its start; another supplier's vacation answers 404 and stays.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierVacationTimes } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';

type Problem = { message: string; code: string; errors: Record<string, string[]> };
type Vacation = { id: string; name: string; start_date: string; end_date: string; notes: string | null };
const PATH = '/api/v1/suppliers/settings/vacation_times';
const VALID = {
  name: 'Spring stocktake',
  start_date: '04-06-2026',
  end_date: '2026-04-08',
  notes: 'Back on Thursday.',
};

let t: TestContext;
let supplier: Credentials;
let foreignId: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ session: supplier } = await createSupplier(t, 'Vacation Wholesale'));
  const [seeded] = await t.db
    .select()
    .from(supplierVacationTimes)
    .where(eq(supplierVacationTimes.supplierAccountId, SUPPLIER2_ID));
  foreignId = seeded!.id;
});
afterAll(() => t.close());

describe('vacation times', () => {
  it('creates a vacation time with ISO dates and lists it in the shipping settings', async () => {
    const response = await t.call('POST', PATH, { as: supplier, body: VALID });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Vacation;
    expect(created).toMatchObject({
      name: 'Spring stocktake',
      start_date: '2026-04-06',
      end_date: '2026-04-08',
      notes: 'Back on Thursday.',
    });
    const shipping = (await (
      await t.call('GET', '/api/v1/suppliers/settings/shipping', { as: supplier })
    ).json()) as { vacation_times: Vacation[] };
    expect(shipping.vacation_times.map((v) => v.id)).toEqual([created.id]);
  });

  it('refuses a vacation that ends before it starts, naming end_date (vacation range)', async () => {
    const response = await t.call('POST', PATH, { as: supplier, body: { ...VALID, end_date: '2026-04-05' } });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as Problem;
    expect(problem.errors).toEqual({ end_date: ['End date cannot be before the start date.'] });
  });

  it('accepts a vacation of one day (end equal to start)', async () => {
    const response = await t.call('POST', PATH, { as: supplier, body: { ...VALID, end_date: '2026-04-06' } });
    expect(response.status).toBe(201);
  });

  it('changes and deletes its own vacation times', async () => {
    const created = (await (await t.call('POST', PATH, { as: supplier, body: VALID })).json()) as Vacation;
    const changed = await t.call('PUT', `${PATH}/${created.id}`, {
      as: supplier,
      body: { ...VALID, name: 'Audit', notes: null },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: created.id, name: 'Audit', notes: null });
    expect((await t.call('DELETE', `${PATH}/${created.id}`, { as: supplier })).status).toBe(200);
    const list = (await (await t.call('GET', PATH, { as: supplier })).json()) as {
      vacation_times: Vacation[];
    };
    expect(list.vacation_times.map((v) => v.id)).not.toContain(created.id);
  });

  it("answers 404 for another supplier's vacation id and leaves it untouched (foreign vacation id)", async () => {
    expect((await t.call('PUT', `${PATH}/${foreignId}`, { as: supplier, body: VALID })).status).toBe(404);
    expect((await t.call('DELETE', `${PATH}/${foreignId}`, { as: supplier })).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(supplierVacationTimes)
      .where(eq(supplierVacationTimes.id, foreignId));
    expect(row).toMatchObject({
      name: 'Year-end inventory count',
      startDate: '2026-12-28',
      endDate: '2026-12-31',
    });
  });

  it('answers 404 when the id is not a uuid (a path naming no vacation time; docs/decisions.md)', async () => {
    const response = await t.call('DELETE', `${PATH}/not-an-id`, { as: supplier });
    expect(response.status).toBe(404);
    expect(((await response.json()) as Problem).code).toBe('RESOURCE_NOT_FOUND');
  });

  it('turns a pharmacy caller away with 403', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('POST', PATH, { as: pharmacy, body: VALID })).status).toBe(403);
    expect((await t.call('DELETE', `${PATH}/${foreignId}`, { as: pharmacy })).status).toBe(403);
  });
});
