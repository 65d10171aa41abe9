/**
 * A supplier's terms for one customer (supplier-side §3 Supplier-customer, §7 `PATCH
 * /api/v1/customers/{id}`, §9 "Default net_days 30, credit_allocated 0"). Shared by the API and
 * the customer view's form: blank credit means 0, blank net days 30, net days are digits, min 1.
 */
import { z } from 'zod';
import { readDollars } from '../money.ts';

export const DEFAULT_NET_DAYS = 30;
export const DEFAULT_CREDIT_ALLOCATED_CENTS = 0;
/** Net days are a smallint column; no supplier gives more than a year and a half. */
export const MAX_NET_DAYS = 999;

export const CUSTOMER_TERMS_MESSAGES = {
  creditFormat: 'Credit allocated must be an amount in dollars with at most 2 decimals.',
  creditTooLarge: 'Credit allocated is too large.',
  netDaysDigits: 'Credit terms must be digits only.',
  netDaysMin: 'Credit terms must be at least 1 day.',
  netDaysMax: `Credit terms must be at most ${MAX_NET_DAYS} days.`,
  updated: 'Customer settings updated.',
} as const;

const blank = (v: string | number | null | undefined) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Dollars as typed ('5000', '5,000.00') or a number of dollars; blank → 0 cents. */
export const CreditAllocatedInput = z
  .union([z.string().max(20), z.number().int().min(0).max(20_000_000)])
  .nullable()
  .transform((value, ctx) => {
    if (blank(value)) return DEFAULT_CREDIT_ALLOCATED_CENTS;
    const reading = readDollars(String(value));
    if (reading.ok) return reading.cents;
    const tooLarge = reading.problem === 'too_large';
    ctx.addIssue({
      code: 'custom',
      message: tooLarge ? CUSTOMER_TERMS_MESSAGES.creditTooLarge : CUSTOMER_TERMS_MESSAGES.creditFormat,
    });
    return z.NEVER;
  });

/** Net days as typed: digits only, at least 1; blank → 30. */
export const NetDaysInput = z
  .union([z.string().max(6), z.number().int().min(-1_000_000).max(1_000_000)])
  .nullable()
  .transform((value, ctx) => {
    if (blank(value)) return DEFAULT_NET_DAYS;
    const text = String(value).trim();
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: CUSTOMER_TERMS_MESSAGES.netDaysDigits });
      return z.NEVER;
    }
    const days = Number(text);
    if (days < 1) ctx.addIssue({ code: 'custom', message: CUSTOMER_TERMS_MESSAGES.netDaysMin });
    else if (days > MAX_NET_DAYS)
      ctx.addIssue({ code: 'custom', message: CUSTOMER_TERMS_MESSAGES.netDaysMax });
    return days;
  });

/** The body of `PATCH /api/v1/customers/{id}`: every field optional, unknown fields refused. */
export const CustomerTermsUpdateSchema = z.strictObject({
  credit_allocated: CreditAllocatedInput.optional(),
  net_days: NetDaysInput.optional(),
  credit_hold: z.boolean().optional(),
  external_customer_id: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v)),
  hide_brand_products: z.boolean().optional(),
});
export type CustomerTermsUpdate = z.output<typeof CustomerTermsUpdateSchema>;
