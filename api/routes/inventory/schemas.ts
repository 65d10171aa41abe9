/** Request shapes shared by deals and promotions: prices as decimal text, dates ISO or MM-DD-YYYY. */
import { z } from 'zod';
import { INVALID_DATE_MESSAGE, parseDate } from '../../../domain/dates.ts';
import { LISTING_MESSAGES } from '../../../domain/catalog/listing-rules.ts';
import { MAX_QUANTITY as MAX_DEAL_QUANTITY, readDollars } from '../../../domain/money.ts';

/** A deal or promotion price as typed: refused with the inline editor's messages (decimals, size). */
export const PriceText = z
  .string()
  .max(20)
  .transform((text, ctx) => {
    const reading = readDollars(text);
    if (reading.ok) return reading.cents;
    const tooLarge = reading.problem === 'too_large';
    ctx.addIssue({
      code: 'custom',
      message: tooLarge ? LISTING_MESSAGES.priceTooLarge : LISTING_MESSAGES.priceFormat,
    });
    return z.NEVER;
  });

export const DateText = z
  .string()
  .max(10)
  .transform(
    (text, ctx) =>
      parseDate(text) ?? (ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE }), z.NEVER),
  );

export const DealSettingsBody = z.strictObject({
  deal_price: PriceText,
  start_date: DateText,
  end_date: DateText,
  triggering_quantity: z.number().int().min(1).max(MAX_DEAL_QUANTITY).optional(),
});

export const toDealSettings = (s: z.infer<typeof DealSettingsBody>) => ({
  dealPriceCents: s.deal_price,
  startDate: s.start_date,
  endDate: s.end_date,
  triggerQty: s.triggering_quantity,
});

export const PromotionBody = z.strictObject({
  promo_pack_price: PriceText,
  triggering_quantity: z.number().int().min(1).max(MAX_DEAL_QUANTITY),
  start_date: DateText,
  end_date: DateText,
});

export const ProductIdsBody = z.strictObject({
  product_ids: z.array(z.uuid('not a valid id')).min(1, 'select at least one product').max(1000),
});

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const IdsBody = z.strictObject({
  ids: z.array(z.uuid('not a valid id')).min(1, 'select at least one product').max(1000),
});

/** A comma-separated list of listing ids in a path or query (`/configure_deals/a,b`). */
export const IdList = (max: number) =>
  z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('not a valid id')).min(1).max(max));

/** Marking a deal takes either no settings (just the flag) or all of them. */
export const MarkDealBody = z.union([DealSettingsBody, z.strictObject({})]);
export const BulkDealsBody = IdsBody.extend({
  deals: z.record(z.uuid('not a valid id'), DealSettingsBody).optional(),
});
