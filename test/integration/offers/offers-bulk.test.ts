/**
 * The four bulk calls (pharmacy-side §4 Offers bulk actions, §7 PATCH /api/v1/offers/bulk_*, §8):
 * individual and bundle offers together; each item is applied through its own workflow or
 * reported — an invalid move with the validator's message, a foreign id as not found — and the
 * refused items are left exactly as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHARMACY, SUPPLIER2_ID, bundleStatusOf, offerStatusOf } from './offers-list-fixtures.ts';
import { bulk, chosenOf, makeOffer, openBulkContext, sendBundle, tracesOf } from './offers-bulk-fixtures.ts';

let w: Awaited<ReturnType<typeof openBulkContext>>;

beforeAll(async () => {
  w = await openBulkContext('offers-bulk');
});
afterAll(() => w.close());

async function waitForBundle(id: string, status: string) {
  const until = Date.now() + 20_000;
  while ((await bundleStatusOf(w.t, id)) !== status) {
    if (Date.now() > until) throw new Error(`bundle offer ${id} never became ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('PATCH /api/v1/offers/bulk_accept', () => {
  it('is all or nothing: one foreign id is 404, one move not allowed is 422, and nothing is accepted (supplier)', async () => {
    const { t, pharmacy, supplier } = w;
    const a = await makeOffer(t, pharmacy);
    const b = await makeOffer(t, pharmacy);
    const answered = await makeOffer(t, pharmacy);
    expect(
      (
        await t.call('POST', `/api/v1/offers/${answered.id}/respond`, {
          as: supplier,
          body: { response: 'declined' },
        })
      ).status,
    ).toBe(200);
    const foreign = await makeOffer(t, pharmacy, SUPPLIER2_ID);
    const ownBundle = await sendBundle(t, supplier, PHARMACY.id);
    const before = {
      a: await tracesOf(t, 'offer', a.id),
      answered: await tracesOf(t, 'offer', answered.id),
      foreign: await tracesOf(t, 'offer', foreign.id),
      bundle: await tracesOf(t, 'bundle', ownBundle.id),
    };

    const withForeign = await bulk(t, supplier, 'accept', {
      offer_ids: [a.id, b.id, answered.id, foreign.id],
      bundle_offer_ids: [ownBundle.id],
    });
    expect(withForeign.status).toBe(404);
    expect(withForeign.body.message).toBe(
      'Nothing was changed. An offer could not be accepted: Offer not found.',
    );

    const refused = await bulk(t, supplier, 'accept', {
      offer_ids: [a.id, b.id, answered.id],
      bundle_offer_ids: [ownBundle.id],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Nothing was changed. Offer #${answered.number} could not be accepted: This offer was already declined. ` +
        `Bundle offer #${ownBundle.number} could not be accepted: Only the buyer can respond to this bundle offer.`,
    );
    expect(await offerStatusOf(t, a.id)).toBe('pending');
    expect(await offerStatusOf(t, b.id)).toBe('pending');
    expect(await bundleStatusOf(t, ownBundle.id)).toBe('pending');
    expect({
      a: await tracesOf(t, 'offer', a.id),
      answered: await tracesOf(t, 'offer', answered.id),
      foreign: await tracesOf(t, 'offer', foreign.id),
      bundle: await tracesOf(t, 'bundle', ownBundle.id),
    }).toEqual(before);

    const { status, body } = await bulk(t, supplier, 'accept', { offer_ids: [a.id, b.id] });
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [a.id, true, null],
      [b.id, true, null],
    ]);
    expect(body.summary).toBe('2 of 2 offers accepted.');
    expect(await offerStatusOf(t, a.id)).toBe('accepted');
    expect(await offerStatusOf(t, b.id)).toBe('accepted');
  });

  it('accepts bundle offers with every variant chosen, and refuses the lot when one has expired (pharmacy)', async () => {
    const { t, pharmacy, supplier } = w;
    const first = await sendBundle(t, supplier, PHARMACY.id);
    const second = await sendBundle(t, supplier, PHARMACY.id);
    t.env.offers.expiryMs = 1_000;
    const expired = await sendBundle(t, supplier, PHARMACY.id);
    t.env.offers.expiryMs = 60_000;
    await waitForBundle(expired.id, 'expired');

    const refused = await bulk(t, pharmacy, 'accept', {
      bundle_offer_ids: [first.id, second.id, expired.id],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Nothing was changed. Bundle offer #${expired.number} could not be accepted: This bundle offer has expired.`,
    );
    expect(await bundleStatusOf(t, first.id)).toBe('pending');

    const { status, body } = await bulk(t, pharmacy, 'accept', { bundle_offer_ids: [first.id, second.id] });
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.kind, r.id, r.ok])).toEqual([
      ['bundle', first.id, true],
      ['bundle', second.id, true],
    ]);
    expect(await bundleStatusOf(t, first.id)).toBe('accepted');
    expect(await chosenOf(t, first.id)).toEqual([true, true]);
    expect((await tracesOf(t, 'bundle', second.id)).cartLines).toBe(2);
  });
});

describe('PATCH /api/v1/offers/bulk_decline', () => {
  it('declines nothing when one of the offers was already answered (supplier)', async () => {
    const { t, pharmacy, supplier } = w;
    const a = await makeOffer(t, pharmacy);
    const b = await makeOffer(t, pharmacy);
    await bulk(t, supplier, 'accept', { offer_ids: [b.id] });
    const { status, body } = await bulk(t, supplier, 'decline', {
      offer_ids: [a.id, b.id],
      bundle_offer_ids: [],
    });
    expect(status).toBe(422);
    expect(body.message).toBe(
      `Nothing was changed. Offer #${b.number} could not be declined: This offer was already accepted.`,
    );
    expect(await offerStatusOf(t, a.id)).toBe('pending');
    expect(await offerStatusOf(t, b.id)).toBe('accepted');
  });
});

describe('PATCH /api/v1/offers/bulk_accept_counter and bulk_cancel_counter', () => {
  it("accepts the pharmacy's countered offers, and none when one was never countered (§4: the buyer accepts the counter)", async () => {
    const { t, pharmacy, supplier } = w;
    const countered = await makeOffer(t, pharmacy);
    const counter = { response: 'counter', price: '45.00', quantity: 4 };
    expect(
      (await t.call('POST', `/api/v1/offers/${countered.id}/respond`, { as: supplier, body: counter }))
        .status,
    ).toBe(200);
    const plain = await makeOffer(t, pharmacy);
    const refused = await bulk(t, pharmacy, 'accept_counter', { offer_ids: [countered.id, plain.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Nothing was changed. Counter offer on offer #${plain.number} could not be accepted: This offer has not been countered.`,
    );
    expect(await offerStatusOf(t, countered.id)).toBe('countered');

    const { status, body } = await bulk(t, pharmacy, 'accept_counter', { offer_ids: [countered.id] });
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.ok, r.status])).toEqual([[true, 'counter_accepted']]);
    expect(body.message).toBe(`Counter offer on offer #${countered.number} accepted.`);
    expect(await offerStatusOf(t, plain.id)).toBe('pending');
  });

  it("skips the counter on the supplier's bundle offers (§3: counter status skipped)", async () => {
    const { t, pharmacy, supplier } = w;
    const bundle = await sendBundle(t, supplier, PHARMACY.id);
    const detail = await t.call('GET', `/api/v1/bundle_offers/${bundle.id}`, { as: pharmacy });
    const { bundle_offer } = (await detail.json()) as { bundle_offer: { variants: { id: string }[] } };
    const counter = {
      response: 'counter',
      variants: [{ id: bundle_offer.variants[0]!.id, chosen: true, price: '25.00' }],
    };
    expect(
      (await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, { as: pharmacy, body: counter }))
        .status,
    ).toBe(200);
    const { status, body } = await bulk(t, supplier, 'cancel_counter', { bundle_offer_ids: [bundle.id] });
    expect(status).toBe(200);
    expect(body.message).toBe(`Counter offer on bundle offer #${bundle.number} skipped.`);
    expect(await bundleStatusOf(t, bundle.id)).toBe('counter_skipped');
  });
});

describe('bulk call refusals', () => {
  it('answers 400 when no id is given (§3: offer_ids and bundle_offer_ids)', async () => {
    for (const body of [{}, { offer_ids: [], bundle_offer_ids: [] }]) {
      const { status, body: problem } = await bulk(w.t, w.supplier, 'accept', body);
      expect(status).toBe(400);
      expect(problem.message).toBe('offer_ids: select at least one offer');
    }
  });

  it('answers 400 past 100 ids, for a malformed id and for an unknown field', async () => {
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await bulk(w.t, w.supplier, 'decline', { offer_ids: ids })).status).toBe(400);
    expect((await bulk(w.t, w.supplier, 'decline', { offer_ids: ['nope'] })).status).toBe(400);
    expect(
      (await bulk(w.t, w.supplier, 'decline', { offer_ids: [crypto.randomUUID()], ids: [] })).status,
    ).toBe(400);
  });

  it('answers 404 and changes nothing when every id is another account’s', async () => {
    const { t, pharmacy, supplier2 } = w;
    const offer = await makeOffer(t, pharmacy);
    const before = await tracesOf(t, 'offer', offer.id);
    const { status, body } = await bulk(t, supplier2, 'accept', { offer_ids: [offer.id] });
    expect(status).toBe(404);
    expect(body.message).toBe('Nothing was changed. An offer could not be accepted: Offer not found.');
    expect(await offerStatusOf(t, offer.id)).toBe('pending');
    expect(await tracesOf(t, 'offer', offer.id)).toEqual(before);
  });

  it('answers 403 to support (§6: offers are the pharmacy’s and the supplier’s)', async () => {
    const support = await w.t.login('support@example.com');
    expect((await bulk(w.t, support, 'accept', { offer_ids: [crypto.randomUUID()] })).status).toBe(403);
  });
});
