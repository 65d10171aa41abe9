/**
 * The become-seller form's text fields (supplier-side §3), shared by the web form and the
 * `PUT /pharmacy/become_seller` route: the seller's details tab, the driver licence tab's emailed
 * option and the shipping tab's cut-offs. Files travel beside these as `driver_license_photo[]`.
 */
import { z } from 'zod';
import {
  CUTOFF_MAX_LENGTH,
  CUTOFF_MESSAGE,
  SELLER_WEEKDAYS,
  cutoffField,
  isValidCutoff,
} from './shipping-cutoff.ts';

const required = 'This field is required.';
const cutoff = z.string().max(CUTOFF_MAX_LENGTH, CUTOFF_MESSAGE);
const flag = z.enum(['0', '1']).default('0');

const dayFields = Object.fromEntries(
  SELLER_WEEKDAYS.map((day) => [cutoffField(day), cutoff.default('')]),
) as Record<
  `supplier_shipping_setting_${(typeof SELLER_WEEKDAYS)[number]}_cutoff`,
  z.ZodDefault<typeof cutoff>
>;

/** The form's text fields as the multipart body sends them ('1' ticked, '0' not). */
export const BecomeSellerFieldsSchema = z.strictObject({
  seller_name: z.string().trim().min(1, required).max(100),
  contact_phone: z
    .string()
    .trim()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Please enter a valid phone number.'),
  email_driver_license_photo: flag,
  same_cutoff_for_all: flag,
  same_cutoff_time: cutoff.default(''),
  ...dayFields,
});
export type BecomeSellerFields = z.infer<typeof BecomeSellerFieldsSchema>;

/** Whether a cut-off field's value is acceptable for its state (the same-for-all option decides which are required). */
export function cutoffFieldError(value: string): string | null {
  return isValidCutoff(value) ? null : CUTOFF_MESSAGE;
}
