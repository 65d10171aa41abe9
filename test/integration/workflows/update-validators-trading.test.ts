/**
 * The trading workflows' update validators refuse on their own (issue 21): an offer's negotiation
 * and a wholesale order, each sent bad updates straight with the Temporal client, skipping the
 * API's checks. See update-validators-fixtures.ts for what "refused" means.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import {
  answerCounterUpdate,
  cancelUpdate,
  decideCancellationUpdate,
  negotiationStateQuery,
  offerWorkflowId,
  requestCancellationUpdate,
  respondUpdate,
} from '../../../workflows/offers/messages.ts';
import {
  acceptOrderUpdate,
  answerEditProposalUpdate,
  cancelOrderUpdate,
  markDeliveredUpdate,
  modifyOrderUpdate,
  orderStateQuery,
  orderWorkflowId,
  shipOrderUpdate,
} from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { makeOffer, openOffersContext, PHARMACY, readOffer } from '../offers/offers-fixtures.ts';
import { placeAndStart, readOrder, SANDBOX_SHIPMENT } from '../orders/order-fulfilment-fixtures.ts';
import { expectValidatorRefuses, waitUntilLoaded, type BadUpdate } from './update-validators-fixtures.ts';

const BLUEGRASS_USER = DEMO_ACCOUNTS.find((a) => a.id === SUPPLIER2_ID)!.user.id;
const KEYSTONE_USER = DEMO_ACCOUNTS.find((a) => a.id === SUPPLIER_ID)!.user.id;

let t: TestContext;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  // The offers world (its expiry long enough) holds a worker that runs orders as well.
  ({ t, pharmacy, close } = await openOffersContext('update-validators-trading'));
});
afterAll(() => close());

async function refuseAll(workflowId: string, table: BadUpdate[], snapshot: () => Promise<unknown>) {
  await waitUntilLoaded(t, workflowId);
  for (const bad of table) await expectValidatorRefuses(t, workflowId, bad, snapshot);
}

describe('update validators refuse a bad update sent straight to the workflow (issue 21)', () => {
  it('an open offer refuses another supplier’s answer, an answer to a counter nobody made, and the cancellation moves it does not allow', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const workflowId = offerWorkflowId(offer.id);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    const buyer = { accountId: PHARMACY.id, userId: PHARMACY.user.id, side: 'buyer' as const };
    const keystone = { accountId: SUPPLIER_ID, userId: KEYSTONE_USER, side: 'seller' as const };
    await refuseAll(
      workflowId,
      [
        {
          what: 'Bluegrass accepting an offer made to Keystone',
          update: respondUpdate,
          input: {
            actor: { accountId: SUPPLIER2_ID, userId: BLUEGRASS_USER, side: 'seller' },
            response: 'accepted',
          },
          code: 'OFFER_WRONG_PARTY',
        },
        {
          what: 'the buyer accepting a counter on an open offer',
          update: answerCounterUpdate,
          input: { actor: buyer, status: 'accepted' },
          code: 'OFFER_INVALID_MOVE',
        },
        {
          what: 'Keystone cancelling the pharmacy’s offer (only its maker may)',
          update: cancelUpdate,
          input: { actor: keystone },
          code: 'OFFER_WRONG_PARTY',
        },
        {
          what: 'the buyer asking to cancel an offer not yet agreed',
          update: requestCancellationUpdate,
          input: { actor: buyer, reason: 'Ordered elsewhere' },
          code: 'OFFER_INVALID_MOVE',
        },
        {
          what: 'Keystone deciding a cancellation nobody asked for',
          update: decideCancellationUpdate,
          input: { actor: keystone, decision: 'approve' },
          code: 'OFFER_INVALID_MOVE',
        },
      ],
      async () => ({ state: await handle.query(negotiationStateQuery), row: await readOffer(t, offer.id) }),
    );
  });

  it('a placed order refuses a shipment before acceptance, delivery before shipment, a pharmacy removing shipping, a bad cancellation, an answer to no proposal, and a second acceptance', async () => {
    const { order } = await placeAndStart(t);
    const workflowId = orderWorkflowId(order.id);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    const snapshot = async () => ({
      state: await handle.query(orderStateQuery),
      row: await readOrder(t, order.id),
    });
    await refuseAll(
      workflowId,
      [
        {
          what: 'shipping a placed order',
          update: shipOrderUpdate,
          input: SANDBOX_SHIPMENT,
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'marking a placed order delivered',
          update: markDeliveredUpdate,
          input: { by: 'pharmacy' },
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'the pharmacy removing the shipping charge',
          update: modifyOrderUpdate,
          input: { items: [], remove_shipping: true, by: 'pharmacy' },
          code: 'AUTH_FORBIDDEN',
        },
        {
          what: 'a cancellation with a reason over 500 characters',
          update: cancelOrderUpdate,
          input: { by: 'pharmacy', reason: 'x'.repeat(501) },
          code: 'REQUEST_INVALID',
        },
        {
          what: 'the pharmacy accepting a proposal nobody made',
          update: answerEditProposalUpdate,
          input: { proposalId: crypto.randomUUID(), accept: true },
          code: 'RESOURCE_CONFLICT',
        },
      ],
      snapshot,
    );
    // Accepted once (a good update), the same order refuses a second acceptance.
    await handle.executeUpdate(acceptOrderUpdate, { args: [{}] });
    await refuseAll(
      workflowId,
      [{ what: 'accepting twice', update: acceptOrderUpdate, input: {}, code: 'ORDER_INVALID_TRANSITION' }],
      snapshot,
    );
  });
});
