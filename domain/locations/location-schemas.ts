/**
 * A location's request contracts (pharmacy-side §3 Location, §5 phone and GLN masks, §7
 * `POST /api/v1/locations/address`, `PATCH …/{id}/address`, `…/{id}/account`), shared by the API
 * and the settings pages. Strict: unknown fields are refused. Empty optional text means "none".
 */
import { z } from 'zod';
import { PHONE_MESSAGE, isValidUsPhone } from '../addresses/address-rules.ts';
import { glnProblem } from './gln.ts';
import { LOCATION_MESSAGES } from './location-messages.ts';

export { LOCATION_MESSAGES };

const text = (max: number) => z.string().trim().min(1, LOCATION_MESSAGES.required).max(max);
/** Optional text: '' and null clear it. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
const glnField = optionalText(13).refine((v) => v == null || glnProblem(v) === null, {
  error: (issue) => glnProblem(String(issue.input).trim()) ?? 'Please enter a GLN of 13 digits',
});

const fields = {
  name: text(120),
  address1: text(200),
  address2: optionalText(200),
  city: text(100),
  state_id: z.coerce.number().int().min(1).max(100),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, LOCATION_MESSAGES.zipcode),
  phone: optionalText(32).refine((v) => v == null || isValidUsPhone(v), PHONE_MESSAGE),
  default: z.boolean().optional(),
  default_billing: z.boolean().optional(),
  gln_number: glnField,
  sgln_number: glnField,
};

/** A new location (POST /api/v1/locations/address). */
export const NewLocationSchema = z.strictObject(fields);
export type NewLocation = z.infer<typeof NewLocationSchema>;

/** A change to a location (PATCH /api/v1/locations/{id}/address): any of the fields. */
export const LocationChangesSchema = z
  .strictObject({
    name: fields.name.optional(),
    address1: fields.address1.optional(),
    address2: fields.address2,
    city: fields.city.optional(),
    state_id: fields.state_id.optional(),
    zipcode: fields.zipcode.optional(),
    phone: fields.phone,
    default: fields.default,
    default_billing: fields.default_billing,
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type LocationChanges = z.infer<typeof LocationChangesSchema>;

/** A location's account details (PATCH /api/v1/locations/{id}/account): its GLN and SGLN. */
export const LocationAccountSchema = z.strictObject({
  gln_number: glnField,
  sgln_number: glnField,
});
export type LocationAccount = z.infer<typeof LocationAccountSchema>;

/** PATCH /api/v1/settings/account/update_sgln_number: the SGLN, of the account's default location unless named. */
export const SglnUpdateSchema = z.strictObject({
  sgln_number: glnField,
  location_id: z.uuid('is not a valid id').optional(),
});
export type SglnUpdate = z.infer<typeof SglnUpdateSchema>;

/** PATCH /api/v1/locations/{id}/payment_methods: the bank accounts and cards linked to the location. */
export const LocationPaymentMethodsSchema = z.strictObject({
  bank_account_ids: z.array(z.uuid('is not a valid id')).max(50),
  credit_card_ids: z.array(z.uuid('is not a valid id')).max(50),
});
export type LocationPaymentMethods = z.infer<typeof LocationPaymentMethodsSchema>;
