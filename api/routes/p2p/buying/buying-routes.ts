/** The buyer's p2p routes (issue 13): the p2p checkout and the seller's own shipping settings. */
import { z } from 'zod';
import { SellerShippingSettingsSchema } from '../../../../domain/p2p/seller-shipping.ts';
import { defineRoute, jsonContent } from '../../../contract/route.ts';
import { requireIdempotencyKey } from '../../../middleware/idempotency.ts';
import {
  P2pAcknowledgementSchema,
  P2pCheckoutQuery,
  P2pCheckoutSchema,
  P2pPlaceOrderBody,
  PlacedP2pOrderSchema,
  SellerParam,
  SellerShippingAnswerSchema,
} from './buying-schemas.ts';

const area = 'p2p';
const access = ['pharmacy'] as const;

export const acknowledgeP2p = defineRoute({
  method: 'post',
  path: '/p2p_checkout/acknowledgement',
  area,
  access,
  summary:
    'Record that the pharmacy read and acknowledged the p2p terms, laws, fees and FAQ (first p2p order)',
  request: { body: z.strictObject({}) },
  responses: { 200: jsonContent(P2pAcknowledgementSchema, 'Acknowledged (a repeat keeps the first)') },
});

export const p2pCheckout = defineRoute({
  method: 'get',
  path: '/p2p_checkout/{seller_id}',
  area,
  access,
  summary:
    'The p2p checkout for one pharmacy seller: lines, shipping options with dates, cards, totals, reason codes',
  request: { params: SellerParam, query: P2pCheckoutQuery },
  responses: { 200: jsonContent(P2pCheckoutSchema, 'The p2p checkout page’s data') },
  problems: [404],
});

export const placeP2pOrder = defineRoute({
  method: 'post',
  path: '/p2p_checkout/{seller_id}',
  area,
  access,
  summary:
    'Place the p2p order with one pharmacy seller, paid by card, with its reason code (send an Idempotency-Key)',
  description:
    'The server recomputes every price and total; a retry with the same `Idempotency-Key` answers the first order again. The order’s workflow `p2p-order:<id>` starts after the commit.',
  request: {
    params: SellerParam,
    body: P2pPlaceOrderBody,
    headers: z.object({ 'idempotency-key': z.string().min(8).max(255) }),
  },
  middleware: [requireIdempotencyKey],
  responses: { 201: jsonContent(PlacedP2pOrderSchema, 'The p2p order is placed') },
  problems: [404, 409, 422, 503],
});

export const getSellerShipping = defineRoute({
  method: 'get',
  path: '/pharmacy/seller_shipping_settings',
  area,
  access,
  summary: 'The caller’s p2p seller shipping settings: methods with fee and transit days, cut-offs, holidays',
  responses: {
    200: jsonContent(SellerShippingAnswerSchema, 'The settings (none when not an approved seller)'),
  },
});

export const putSellerShipping = defineRoute({
  method: 'put',
  path: '/pharmacy/seller_shipping_settings',
  area,
  access,
  role: 'admin',
  summary: 'Replace the caller’s p2p seller shipping settings (approved sellers only)',
  request: { body: SellerShippingSettingsSchema },
  responses: { 200: jsonContent(SellerShippingAnswerSchema, 'Saved') },
  problems: [422],
});
