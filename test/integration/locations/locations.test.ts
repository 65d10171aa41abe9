/**
 * Locations of a pharmacy group (issue 23, pharmacy-side §3 Location, §4 pending or not, §5 GLN, §7
 * `/api/v1/locations/…`): a master admin adds a store (a member 403, another's 404); a rename
 * applies at once, a move of an approved store waits for support and, approved, raises the
 * location-change notice at every wholesaler that approved the pharmacy, which acknowledges it;
 * GLN and SGLN carry the GS1 check digit (linked payment methods: location-payment-methods.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerNoticeAcks,
  locationChanges,
  locations,
  supplierCustomers,
} from '../../../db/schema/index.ts';
import { locationChangeWorkflowId } from '../../../workflows/locations/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { call, openAuditsContext } from '../audits/audits-fixtures.ts';
import { MAIN_STREET, RIVERSIDE, thirdStore, waitForChangeWorkflow } from './locations-fixtures.ts';

let t: TestContext;
let master: Credentials;
let member: Credentials;
let support: Credentials;
let keystone: Credentials;
let close: () => Promise<void>;

type Written = { status: string; message: string; location: Record<string, unknown> & { id: string } };

beforeAll(async () => {
  const ctx = await openAuditsContext('locations');
  ({ t, support, close } = ctx);
  master = ctx.pharmacy;
  keystone = ctx.supplier;
  member = await t.login('pharmacy.member@example.com');
});
afterAll(() => close());

const downtown = MAIN_STREET.locations[0]!.id;
const rowOf = async (id: string) => (await t.db.select().from(locations).where(eq(locations.id, id)))[0]!;

describe('POST /locations/address', () => {
  it('adds a location for a master admin, created at once and not pending', async () => {
    const { status, body } = await call<Written>(t, 'POST', '/locations/address', master, thirdStore());
    expect(status).toBe(200);
    expect(body.status).toBe('created');
    expect(body.location).toMatchObject({
      name: 'Main Street Pharmacy - Round Rock',
      state: 'TX',
      status: 'approved',
      gln_number: '0614141000005',
      sgln_number: null,
      bank_account_ids: [],
      credit_card_ids: [],
      can_add_payment_methods: true,
    });
    expect((await rowOf(body.location.id)).accountId).toBe(MAIN_STREET.id);
  });

  it('answers 403 to a member of the master account, writing nothing', async () => {
    const before = await t.db.select().from(locations).where(eq(locations.accountId, MAIN_STREET.id));
    const { status } = await call(
      t,
      'POST',
      '/locations/address',
      member,
      thirdStore({ name: 'Member store' }),
    );
    expect(status).toBe(403);
    const after = await t.db.select().from(locations).where(eq(locations.accountId, MAIN_STREET.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a phone that is not a US number and a ZIP that is not 5 digits, naming the fields', async () => {
    const { status, body } = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/locations/address',
      master,
      thirdStore({ phone: '123', zipcode: '7866' }),
    );
    expect(status).toBe(400);
    expect(body.errors.phone).toEqual(['Please specify a valid phone number']);
    expect(body.errors.zipcode).toEqual(['Please enter a 5-digit ZIP code']);
  });

  it('refuses a GLN whose GS1 check digit is wrong, naming gln_number', async () => {
    const { status, body } = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/locations/address',
      master,
      thirdStore({ gln_number: '0614141000006' }),
    );
    expect(status).toBe(400);
    expect(body.errors.gln_number).toEqual(['This GLN’s check digit is wrong']);
  });
});

describe('PATCH /locations/{id}/address', () => {
  it('answers 404 for another account’s location, changing nothing', async () => {
    const foreign = RIVERSIDE.locations[0]!.id;
    const before = await rowOf(foreign);
    const { status } = await call(t, 'PATCH', `/locations/${foreign}/address`, master, { name: 'Mine now' });
    expect(status).toBe(404);
    expect(await rowOf(foreign)).toEqual(before);
  });

  it('applies a change of name and phone at once, not pending', async () => {
    const { status, body } = await call<Written>(t, 'PATCH', `/locations/${downtown}/address`, master, {
      name: 'Main Street Pharmacy - Downtown Austin',
      phone: '(512) 555-0100',
    });
    expect(status).toBe(200);
    expect(body.status).toBe('updated');
    expect(await rowOf(downtown)).toMatchObject({ name: 'Main Street Pharmacy - Downtown Austin' });
  });

  it('holds a move of an approved store as pending; support approves; the store moves and every approving wholesaler is noticed and acknowledges', async () => {
    const before = await rowOf(downtown);
    const { status, body } = await call<Written>(t, 'PATCH', `/locations/${downtown}/address`, master, {
      address1: '500 W 2nd St',
      zipcode: '78701',
    });
    expect(status).toBe(200);
    expect(body.status).toBe('pending');
    expect(body.location).toMatchObject({ status: 'pending', address1: before.address1 });
    expect(await rowOf(downtown)).toMatchObject({ address1: before.address1 });

    const second = await call(t, 'PATCH', `/locations/${downtown}/address`, master, { city: 'Elsewhere' });
    expect(second.status).toBe(409);

    const queue = await call<{ data: { id: string; requested: { address1: string } }[] }>(
      t,
      'GET',
      '/support/location_changes',
      support,
    );
    const change = queue.body.data.find((c) => c.requested.address1 === '500 W 2nd St')!;
    expect(change).toBeDefined();
    await waitForChangeWorkflow(t, change.id);
    const decided = await call(t, 'POST', `/support/location_changes/${change.id}/decision`, support, {
      decision: 'approve',
    });
    expect(decided).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect(await rowOf(downtown)).toMatchObject({ address1: '500 W 2nd St', zipcode: '78701' });
    const handle = t.temporal.client.workflow.getHandle(locationChangeWorkflowId(change.id));
    expect(((await handle.result()) as { status: string }).status).toBe('approved');
    await recordHistoryIfAsked(
      'location-change',
      locationChangeWorkflowId(change.id),
      t.env.temporal.address,
    );

    const approvers = await t.db
      .select({ id: supplierCustomers.id })
      .from(supplierCustomers)
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, MAIN_STREET.id),
          eq(supplierCustomers.status, 'approved'),
        ),
      );
    expect(approvers.length).toBeGreaterThan(0);
    const notices = await t.db.select().from(customerNoticeAcks);
    for (const a of approvers)
      expect(notices.find((n) => n.supplierCustomerId === a.id)?.locationChangedAt).toBeInstanceOf(Date);

    const seen = await call<{ data: { customer_id: string; pharmacy_name: string }[] }>(
      t,
      'GET',
      '/suppliers/location_changes',
      keystone,
    );
    const notice = seen.body.data.find((n) => n.pharmacy_name === MAIN_STREET.name)!;
    expect(notice).toBeDefined();
    const ack = await call(
      t,
      'PATCH',
      `/suppliers/location_changes/${notice.customer_id}/acknowledge`,
      keystone,
    );
    expect(ack.status).toBe(200);
    const after = await call<{ data: unknown[] }>(t, 'GET', '/suppliers/location_changes', keystone);
    expect(after.body.data).toHaveLength(seen.body.data.length - 1);
    const again = await call(t, 'POST', `/support/location_changes/${change.id}/decision`, support, {
      decision: 'reject',
      reason: 'late',
    });
    expect(again.status).toBe(409);
  });

  it('keeps the store where it was when support rejects the move with a reason', async () => {
    const north = MAIN_STREET.locations[1]!.id;
    const before = await rowOf(north);
    const { body } = await call<Written>(t, 'PATCH', `/locations/${north}/address`, master, {
      city: 'Pflugerville',
    });
    expect(body.status).toBe('pending');
    const [change] = await t.db
      .select()
      .from(locationChanges)
      .where(and(eq(locationChanges.locationId, north), eq(locationChanges.status, 'pending')));
    await waitForChangeWorkflow(t, change!.id);
    const noReason = await call(t, 'POST', `/support/location_changes/${change!.id}/decision`, support, {
      decision: 'reject',
    });
    expect(noReason.status).toBe(400);
    const rejected = await call(t, 'POST', `/support/location_changes/${change!.id}/decision`, support, {
      decision: 'reject',
      reason: 'Licence for the new address not on file',
    });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected' } });
    expect(await rowOf(north)).toMatchObject({ city: before.city });
  });
});

describe('PATCH /locations/{id}/account and /settings/account/update_sgln_number', () => {
  it('sets the GLN and SGLN with their check digits, and refuses a wrong one naming the field', async () => {
    const ok = await call<Written>(t, 'PATCH', `/locations/${downtown}/account`, master, {
      gln_number: '4006381333931',
      sgln_number: '0614141000005',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.location).toMatchObject({ gln_number: '4006381333931', sgln_number: '0614141000005' });
    const wrong = await call<{ errors: Record<string, string[]> }>(
      t,
      'PATCH',
      `/locations/${downtown}/account`,
      master,
      {
        sgln_number: '4006381333932',
      },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.sgln_number).toEqual(['This GLN’s check digit is wrong']);
  });

  it('changes the SGLN of the default shipping location after signup', async () => {
    const { status, body } = await call<Written>(t, 'PATCH', '/settings/account/update_sgln_number', master, {
      sgln_number: '4006381333931',
    });
    expect(status).toBe(200);
    const [home] = await t.db
      .select()
      .from(locations)
      .where(and(eq(locations.accountId, MAIN_STREET.id), eq(locations.isDefaultShipping, true)));
    expect(body.location.id).toBe(home!.id);
    expect(home!.sglnNumber).toBe('4006381333931');
  });
});
