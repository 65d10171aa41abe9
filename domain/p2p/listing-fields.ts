/**
 * The p2p listing form's text fields as the multipart body sends them (supplier-side §3), shared by
 * the web form (`schemaResolver`) and `POST`/`PATCH /pharmacy/inventory`: each bounded, read the way
 * the rules read it. The rules that weigh fields together (proof, quality, caps) are listing-form.ts.
 */
import { z } from 'zod';
import { parseStock, readPriceText } from '../catalog/listing-rules.ts';
import { INVALID_DATE_MESSAGE, parseDate } from '../dates.ts';
import { P2P_LISTING_MESSAGES } from './listing-form.ts';

export const PURCHASED_FROM_MAX = 200;
export const DESCRIPTION_MAX = 1000;

const priceText = z
  .string()
  .max(20)
  .superRefine((text, ctx) => {
    const price = readPriceText(text);
    if (!price.ok) ctx.addIssue({ code: 'custom', message: price.message });
  });

export const P2pListingFieldsSchema = z.object({
  price: priceText,
  stock: z
    .string()
    .max(12, 'Stock must be a whole number.')
    .refine((text) => parseStock(text) !== null, 'Stock must be a whole number.'),
  lot: z.string().max(40, P2P_LISTING_MESSAGES.lotFormat),
  expiry_date: z
    .string()
    .max(10, INVALID_DATE_MESSAGE)
    .refine((text) => text.trim() === '' || parseDate(text.trim()) !== null, INVALID_DATE_MESSAGE),
  // Its value is a rule of listing-form.ts (a 422 like the other listing rules); here only its length.
  p2p_max_qty: z.string().max(6, P2P_LISTING_MESSAGES.p2pMaxQty),
  purchased_from: z
    .string()
    .max(PURCHASED_FROM_MAX, `Purchased from must be at most ${PURCHASED_FROM_MAX} characters.`),
  quality_identifier: z.string().max(40),
  quality_description: z
    .string()
    .max(DESCRIPTION_MAX, `The description must be at most ${DESCRIPTION_MAX} characters.`),
});
export type P2pListingFields = z.infer<typeof P2pListingFieldsSchema>;

/** A tax-exempt certificate's description, bounded like the quality description. */
export const CertificateDescriptionSchema = z
  .string()
  .max(200, 'A certificate description must be at most 200 characters.');
