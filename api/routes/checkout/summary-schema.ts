/** GET /checkout/{supplier_id}: everything the checkout page shows for one supplier (pharmacy-side §4 Checkout). */
import { z } from 'zod';
import { SavedCardSchema } from '../payments/serializers.ts';
import {
  CheckoutAddressSchema,
  CheckoutLineSchema,
  CutoffSchema,
  PaymentMethodSchema,
  ShippingFeeSchema,
  TotalsByMethodSchema,
  TransitOptionSchema,
  VacationTimeSchema,
} from './serializers.ts';

const cents = z.number().int();
const basisPoints = z.number().int();

const CreditSchema = z.strictObject({
  can_place: z.boolean(),
  credit_hold: z.boolean(),
  credit_allocated_cents: cents,
  outstanding_cents: cents,
  message: z.string().nullable(),
});

export const CheckoutSummarySchema = z
  .strictObject({
    supplier: z.strictObject({ id: z.uuid(), name: z.string() }),
    approved: z.boolean(),
    approval_message: z.string().nullable(),
    lines: z.array(CheckoutLineSchema),
    subtotal_cents: cents,
    minimums: z.strictObject({
      met: z.boolean(),
      message: z.string(),
      failures: z.array(z.enum(['order', 'brand', 'generic'])),
      brand_subtotal_cents: cents,
      generic_subtotal_cents: cents,
    }),
    addresses: z.array(CheckoutAddressSchema),
    po_box_notice: z.string(),
    ship_location_id: z.uuid().nullable(),
    bill_location_id: z.uuid().nullable(),
    shipping: z.strictObject({
      method: z.string().nullable(),
      options: z.array(TransitOptionSchema),
      fee: ShippingFeeSchema,
      allowed_methods: z.array(z.string()).nullable(),
      warning: z.string().nullable(),
      cutoff: CutoffSchema,
    }),
    payment_methods: z.strictObject({
      pay_offline: z.strictObject({ available: z.boolean(), credit: CreditSchema.nullable() }),
      card: z.strictObject({
        accepted: z.boolean(),
        fee_bp: basisPoints.nullable(),
        message: z.string().nullable(),
        cards: z.array(SavedCardSchema),
      }),
      bank_transfer: z.strictObject({
        visible: z.boolean(),
        verified: z.boolean(),
        weekly_limit_cents: cents,
        remaining_allowance_cents: cents.nullable(),
        ach_discount_bp: basisPoints,
        accounts: z.array(
          z.strictObject({ id: z.uuid(), bank_name: z.string(), last4: z.string(), verified: z.boolean() }),
        ),
        warning: z.string().nullable(),
        verify_link: z.string().nullable(),
      }),
    }),
    totals: TotalsByMethodSchema,
    info: z.strictObject({
      terms: z.string().nullable(),
      laws: z.string().nullable(),
      fees: z.string().nullable(),
      faq: z.string().nullable(),
      additional: z.string().nullable(),
    }),
    vacation_times: z.array(VacationTimeSchema),
    prefs: z.strictObject({
      payment_method: PaymentMethodSchema.nullable(),
      shipping_method: z.string().nullable(),
    }),
  })
  .meta({ id: 'CheckoutSummary' });
