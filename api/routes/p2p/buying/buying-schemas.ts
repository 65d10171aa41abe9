/** The buyer's p2p requests and answers (issue 13): the p2p checkout and the seller's shipping settings. */
import { z } from 'zod';
import { P2pPlaceOrderBodySchema } from '../../../../domain/p2p/p2p-checkout.ts';
import { P2P_REASON_CODES } from '../../../../domain/p2p/reason-codes.ts';
import { SellerShippingSettingsSchema } from '../../../../domain/p2p/seller-shipping.ts';
import { CheckoutAddressSchema, CheckoutLineSchema, TotalsSchema } from '../../checkout/serializers.ts';
import { SavedCardSchema } from '../../payments/serializers.ts';

const cents = z.number().int();

export const SellerParam = z.strictObject({ seller_id: z.uuid('not a valid id') });

export const P2pCheckoutQuery = z.strictObject({
  ship_location_id: z.uuid('not a valid id').optional(),
  shipping_method: z.string().max(30).optional(),
});

/** The reason code is required and one of the codes (never patient data): the page's form schema. */
export const P2pPlaceOrderBody = P2pPlaceOrderBodySchema;

export const P2pShippingOptionSchema = z.strictObject({
  service_type: z.string(),
  name: z.string(),
  fee_cents: cents,
  delivery_date: z.iso.date(),
  delivery_time: z.string(),
  label: z.string(),
});

export const P2pCheckoutSchema = z
  .strictObject({
    seller: z.strictObject({ id: z.uuid(), name: z.string(), state: z.string().nullable() }),
    lines: z.array(CheckoutLineSchema.extend({ p2p_max_qty: z.number().int().nullable() })),
    subtotal_cents: cents,
    addresses: z.array(CheckoutAddressSchema),
    ship_location_id: z.uuid().nullable(),
    shipping: z.strictObject({ method: z.string().nullable(), options: z.array(P2pShippingOptionSchema) }),
    cards: z.array(SavedCardSchema),
    totals: TotalsSchema,
    acknowledged: z.boolean(),
    reason_codes: z.array(z.strictObject({ code: z.enum(P2P_REASON_CODES), label: z.string() })),
    warning: z.string(),
  })
  .meta({ id: 'P2pCheckout' });

export const PlacedP2pOrderSchema = z
  .strictObject({
    message: z.string(),
    order: TotalsSchema.extend({
      id: z.uuid(),
      number: z.number().int(),
      status: z.string(),
      is_p2p: z.literal(true),
      reason_code: z.enum(P2P_REASON_CODES),
      shipping_method: z.string(),
      estimated_delivery: z.iso.date().nullable(),
      workflow_started: z.boolean(),
    }),
  })
  .meta({ id: 'PlacedP2pOrder' });

export const P2pAcknowledgementSchema = z
  .strictObject({ message: z.string(), acknowledged_at: z.iso.datetime() })
  .meta({ id: 'P2pAcknowledgement' });

/** `seller` false (and no settings) for a pharmacy that is not an approved p2p seller. */
export const SellerShippingAnswerSchema = z
  .strictObject({
    message: z.string().optional(),
    seller: z.boolean(),
    settings: SellerShippingSettingsSchema.nullable(),
  })
  .meta({ id: 'SellerShippingAnswer' });
