/**
 * Seller registration (issue 12, supplier-side §3–§5, §7 PUT /pharmacy/become_seller): the form's
 * rules refused with the field named and nothing written; the workflow waits for the agreement's
 * signature, then support's decision (approve, or decline with a reason, once); approved, the
 * pharmacy is a seller with its weekday cut-offs.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pharmacySellers, sellerRegistrations, shippingCutoffs } from '../../../db/schema/index.ts';
import { CUTOFF_MESSAGE } from '../../../domain/seller-registration/shipping-cutoff.ts';
import { sellerRegistrationWorkflowId } from '../../../workflows/seller-registration/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { accountOf, call, openAuditsContext } from '../audits/audits-fixtures.ts';
import {
  agreementOf,
  LICENCE_PDF,
  registrationForm,
  submitRegistration,
  waitForRegistrationStatus,
} from './seller-registration-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let pharmacy: Credentials;
let support: Credentials;
let close: () => Promise<void>;

const SELLER = accountOf('seller@example.com');

beforeAll(async () => {
  const ctx = await openAuditsContext('seller-registration');
  ({ t, support, close } = ctx);
  seller = ctx.otherPharmacy;
  pharmacy = ctx.pharmacy;
});
afterAll(() => close());

const submit = (as: Credentials, body: FormData) => submitRegistration(t, as, body);
const form = registrationForm;
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: Record<string, string[]> }).errors;
const registrationsOf = (accountId: string) =>
  t.db.select().from(sellerRegistrations).where(eq(sellerRegistrations.accountId, accountId));

describe('PUT /pharmacy/become_seller refusals', () => {
  it('requires a driver licence photo unless the emailed-photo option is ticked, naming the field', async () => {
    const response = await submit(pharmacy, form({}, []));
    expect(response.status).toBe(400);
    expect((await errorsOf(response))['driver_license_photo[]']).toEqual(['This field is required.']);
    expect(await registrationsOf(accountOf('pharmacy@example.com').id)).toHaveLength(0);
  });

  it('refuses a driver licence that is not a PDF or an image by its magic bytes, whatever its name', async () => {
    const response = await submit(pharmacy, form({}, [[new TextEncoder().encode('MZ nope'), 'licence.pdf']]));
    expect(response.status).toBe(400);
    expect((await errorsOf(response))['driver_license_photo[]']).toEqual([
      'Please select .pdf, .jpeg, .jpg, .png or .gif file',
    ]);
  });

  it('refuses driver licences over 10485760 bytes in total with the plural message', async () => {
    const half = new Uint8Array(6_000_000);
    half.set(LICENCE_PDF);
    const response = await submit(
      pharmacy,
      form({}, [
        [half, 'a.pdf'],
        [half, 'b.pdf'],
      ]),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Files size cannot exceed 10MB');
  });

  it('refuses an all-days cut-off that is not like 5:00 with the spec message', async () => {
    const response = await submit(pharmacy, form({ same_cutoff_time: '5pm' }));
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).same_cutoff_time).toEqual([CUTOFF_MESSAGE]);
  });

  it('refuses a missing weekday cut-off when each day has its own, naming the day field', async () => {
    const days = { monday: '5:00', tuesday: '5:00', wednesday: '5:00', thursday: '5:00', friday: '5:00' };
    const fields = Object.fromEntries(
      Object.entries(days).map(([day, value]) => [`supplier_shipping_setting_${day}_cutoff`, value]),
    );
    const response = await submit(
      pharmacy,
      form({ same_cutoff_for_all: '0', same_cutoff_time: '', ...fields }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(await errorsOf(response))).toEqual(['supplier_shipping_setting_saturday_cutoff']);
  });

  it('lets support alone decide: a pharmacy is refused the queue', async () => {
    expect((await call(t, 'GET', '/support/seller_registrations', pharmacy)).status).toBe(403);
  });
});

describe('seller registration workflow', () => {
  it('waits for the signature, then support approves once and the pharmacy becomes a seller', async () => {
    const response = await submit(seller, form());
    expect(response.status).toBe(201);
    const { registration } = (await response.json()) as { registration: { id: string; status: string } };
    expect(registration.status).toBe('awaiting_signature');
    const [row] = await registrationsOf(SELLER.id);
    const userId = row!.userId;
    expect(row!.cutoffs).toEqual({
      monday: '5:00',
      tuesday: '5:00',
      wednesday: '5:00',
      thursday: '5:00',
      friday: '5:00',
      saturday: '5:00',
    });
    expect((await submit(seller, form())).status).toBe(409);

    // Once the workflow has prepared the agreement, an early decision is refused by its validator.
    const documentId = await agreementOf(t, userId);
    const early = await call(
      t,
      'POST',
      `/support/seller_registrations/${registration.id}/decision`,
      support,
      {
        decision: 'approve',
      },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The seller agreement is not signed yet.');

    const request = await call<{ signature_request_id: string }>(
      t,
      'POST',
      '/ajax/signature_requests',
      seller,
      {
        document_ids: [documentId],
      },
    );
    expect(request.status).toBe(200);
    const signedNow = await call(
      t,
      'POST',
      `/ajax/signature_requests/${request.body.signature_request_id}/sign`,
      seller,
      {
        mode: 'typed',
        typed_name: 'Rita Riverside',
        consent: true,
      },
    );
    expect(signedNow.status).toBe(200);
    await waitForRegistrationStatus(t, userId, 'in_review');

    const noReason = await call(
      t,
      'POST',
      `/support/seller_registrations/${registration.id}/decision`,
      support,
      {
        decision: 'decline',
      },
    );
    expect(noReason.status).toBe(400);

    const approved = await call(
      t,
      'POST',
      `/support/seller_registrations/${registration.id}/decision`,
      support,
      {
        decision: 'approve',
      },
    );
    expect(approved.status).toBe(200);
    const [sellerRow] = await t.db
      .select()
      .from(pharmacySellers)
      .where(eq(pharmacySellers.accountId, SELLER.id));
    expect(sellerRow?.registrationId).toBe(registration.id);
    const [settings] = await t.db
      .select()
      .from(shippingCutoffs)
      .where(eq(shippingCutoffs.sellerAccountId, SELLER.id));
    expect([settings?.mondayCutoff, settings?.saturdayCutoff]).toEqual(['5:00', '5:00']);

    const twice = await call(
      t,
      'POST',
      `/support/seller_registrations/${registration.id}/decision`,
      support,
      {
        decision: 'decline',
        reason: 'changed my mind',
      },
    );
    expect(twice.status).toBe(409);
    const handle = t.temporal.client.workflow.getHandle(sellerRegistrationWorkflowId(userId));
    expect(((await handle.result()) as { status: string }).status).toBe('approved');
    await recordHistoryIfAsked(
      'seller-registration',
      sellerRegistrationWorkflowId(userId),
      t.env.temporal.address,
    );
    const agreement = await t.call(
      'GET',
      `/api/v1/support/seller_registrations/${registration.id}/agreement`,
      {
        as: support,
      },
    );
    expect(agreement.status).toBe(200);
    expect(new TextDecoder().decode((await agreement.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const own = await call<{ is_seller: boolean }>(t, 'GET', '/pharmacy/become_seller', seller);
    expect(own.body.is_seller).toBe(true);
  });

  it('downloads a registration’s driver licence for support; another index is 404', async () => {
    const [row] = await registrationsOf(SELLER.id);
    const file = await t.call('GET', `/api/v1/support/seller_registrations/${row!.id}/driver_licences/0`, {
      as: support,
    });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(LICENCE_PDF);
    const missing = await call(
      t,
      'GET',
      `/support/seller_registrations/${row!.id}/driver_licences/3`,
      support,
    );
    expect(missing.status).toBe(404);
  });
});
