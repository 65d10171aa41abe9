/**
 * A master pharmacy's new sub-account (pharmacy-side §3 "Sub-account creation payload", §5 formats
 * and masks, §6 master account; issue 23). Dates come as MM-DD-YYYY or YYYY-MM-DD; `today` (ISO)
 * decides what "in the future" and "in the past" mean. `type`, `status` and `u_type` are the
 * spec's constants: accepted when sent, never anything else.
 */
import { z } from 'zod';
import { INVALID_DATE_MESSAGE, parseDate } from '../dates.ts';
import { deaNumberProblem } from '../licences/dea-number.ts';
import {
  dobProblem,
  GLN_MASK,
  isInFuture,
  PHONE_MASK,
  SIGNUP_MESSAGES,
  TAX_ID_MASK,
  ZIP_MASK,
} from '../signup/field-rules.ts';

const text = (max: number) => z.string().trim().min(1, SIGNUP_MESSAGES.required).max(max);
const optionalGln = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || GLN_MASK.test(v), SIGNUP_MESSAGES.gln)
  .optional();

/** The business types the signup offers, the same list here. */
export const BUSINESS_TYPES = [
  'independent',
  'chain',
  'hospital',
  'clinic',
  'long_term_care',
  'other',
] as const;

/** The sub-account payload checked against `today`. */
export function subAccountSchema(today: string) {
  const future = z
    .string()
    .trim()
    .max(10)
    .superRefine((v, ctx) => {
      const iso = parseDate(v);
      if (!iso) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
      else if (!isInFuture(iso, today)) ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.future });
    });
  return z.strictObject({
    type: z.literal('sub').default('sub'),
    status: z.literal('approved').optional(),
    u_type: z.literal('user').optional(),
    business_legal_name: text(200),
    email: z
      .string()
      .trim()
      .min(1, SIGNUP_MESSAGES.required)
      .max(254)
      .email('Please enter a valid email address.'),
    first_name: text(100),
    last_name: text(100),
    phone: z.string().trim().max(14).regex(PHONE_MASK, 'Please specify a valid phone number'),
    dob: z
      .string()
      .trim()
      .max(10)
      .superRefine((v, ctx) => {
        const iso = parseDate(v);
        const problem = iso ? dobProblem(iso, today) : INVALID_DATE_MESSAGE;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    address: text(200),
    city: text(100),
    state_id: z.coerce.number().int().min(1).max(100),
    zip: z.string().trim().max(5).regex(ZIP_MASK, SIGNUP_MESSAGES.zip),
    business_type: z.enum(BUSINESS_TYPES),
    federal_tax_id: z.string().trim().max(10).regex(TAX_ID_MASK, SIGNUP_MESSAGES.taxId),
    dea_number: z
      .string()
      .trim()
      .max(11)
      .transform((v) => v.toUpperCase())
      .superRefine((v, ctx) => {
        const problem = deaNumberProblem(v);
        if (problem === 'format') ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.deaFormat });
        if (problem === 'check_digit')
          ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.deaCheckDigit });
      }),
    dea_expiry: future,
    state_license_num: text(40),
    state_license_expiry: future,
    gln_number: optionalGln,
    sgln_number: optionalGln,
    master_user_id: z.uuid('not a valid id'),
  });
}
export type SubAccountInput = z.infer<ReturnType<typeof subAccountSchema>>;

const dateText = z.string().trim().max(10);
/**
 * The payload as the contract declares it: the dates as text, since what is "future" depends on
 * the request's day; the route checks the whole payload with `subAccountSchema(today)` as well.
 */
export const SubAccountBodySchema = subAccountSchema('2000-01-01').extend({
  dob: dateText,
  dea_expiry: dateText,
  state_license_expiry: dateText,
});

export const SUB_ACCOUNT_MESSAGES = {
  masterOnly: 'Only a master account’s admins can manage sub-accounts.',
  masterUser: 'master_user_id must be one of your account’s users.',
  notSubUser: 'sub_user_id must be the user of one of your sub-accounts.',
  created: 'Sub-account created. Its user was sent a link to set a password.',
  linked: 'Location linked to the sub-account.',
} as const;
