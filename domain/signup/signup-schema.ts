/**
 * The pharmacy signup's shared schema (pharmacy-side §3, §5): the API validates the submitted
 * multipart fields with it and the web form uses it step by step. Dates come as MM-DD-YYYY, licence
 * dates as month/day/year parts; `today` (ISO) decides what "in the future" means.
 */
import { z } from 'zod';
import { INVALID_DATE_MESSAGE, parseDate } from '../dates.ts';
import { deaNumberProblem } from '../licences/dea-number.ts';
import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '../identity/password-rules.ts';
import {
  dateFromParts,
  dobProblem,
  gpoNameRequired,
  GLN_MASK,
  isInFuture,
  MAX_LICENCES,
  NCPDP_MASK,
  PHONE_MASK,
  SIGNUP_MESSAGES,
  TAX_ID_MASK,
  ZIP_MASK,
} from './field-rules.ts';

const text = (max: number) => z.string().trim().min(1, SIGNUP_MESSAGES.required).max(max);
const optionalMask = (mask: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === '' || mask.test(v), message)
    .optional();
const part = (max: number) => z.string().trim().max(max);

/** One state licence: number, state and issue/expiry dates as month/day/year parts. */
export const LicenceGroupSchema = z.strictObject({
  number: text(40),
  state_id: z.coerce.number().int().min(1).max(100),
  issue_month: part(2),
  issue_day: part(2),
  issue_year: part(4),
  expiry_month: part(2),
  expiry_day: part(2),
  expiry_year: part(4),
});
export type LicenceGroup = z.infer<typeof LicenceGroupSchema>;

/** The first step's fields: who signs up and the numbers that must not belong to an account yet. */
export const accountStepShape = {
  email: z
    .string()
    .trim()
    .min(1, SIGNUP_MESSAGES.required)
    .max(254)
    .email('Please enter a valid email address.'),
  dea_number: z
    .string()
    .trim()
    .max(9 + 2)
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = deaNumberProblem(v);
      if (problem === 'format') ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.deaFormat });
      if (problem === 'check_digit') ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.deaCheckDigit });
    }),
  federal_tax_id: z.string().trim().max(10).regex(TAX_ID_MASK, SIGNUP_MESSAGES.taxId),
};

/** A licence group whose dates are real, issued by today and expiring after it. */
export function datedLicence(today: string) {
  return LicenceGroupSchema.superRefine((licence, ctx) => {
    const issued = dateFromParts({
      month: licence.issue_month,
      day: licence.issue_day,
      year: licence.issue_year,
    });
    const expires = dateFromParts({
      month: licence.expiry_month,
      day: licence.expiry_day,
      year: licence.expiry_year,
    });
    if (!issued) ctx.addIssue({ code: 'custom', path: ['issue_year'], message: INVALID_DATE_MESSAGE });
    else if (isInFuture(issued, today))
      ctx.addIssue({ code: 'custom', path: ['issue_year'], message: SIGNUP_MESSAGES.past });
    if (!expires) ctx.addIssue({ code: 'custom', path: ['expiry_year'], message: INVALID_DATE_MESSAGE });
    else if (!isInFuture(expires, today))
      ctx.addIssue({ code: 'custom', path: ['expiry_year'], message: SIGNUP_MESSAGES.future });
  });
}

/** The whole signup's text fields (the files come beside them). */
export function signupSchema(today: string) {
  const future = z
    .string()
    .trim()
    .max(10)
    .superRefine((v, ctx) => {
      const iso = parseDate(v);
      if (!iso) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
      else if (!isInFuture(iso, today)) ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.future });
    });
  return z
    .strictObject({
      ...accountStepShape,
      password: z.string().max(PASSWORD_MAX_LENGTH).refine(isStrongPassword, PASSWORD_MESSAGES.weak),
      password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
      first_name: text(100),
      last_name: text(100),
      mobile: z.string().trim().max(14).regex(PHONE_MASK, SIGNUP_MESSAGES.phone),
      dob: z
        .string()
        .trim()
        .max(10)
        .superRefine((v, ctx) => {
          const iso = parseDate(v);
          const problem = iso ? dobProblem(iso, today) : INVALID_DATE_MESSAGE;
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      business_legal_name: text(200),
      business_type: z.enum(['independent', 'chain', 'hospital', 'clinic', 'long_term_care', 'other']),
      ncpdp_number: optionalMask(NCPDP_MASK, SIGNUP_MESSAGES.ncpdp),
      dea_expiry: future,
      address: text(200),
      city: text(100),
      state_id: z.coerce.number().int().min(1).max(100),
      zip: z.string().trim().max(5).regex(ZIP_MASK, SIGNUP_MESSAGES.zip),
      phone: z.string().trim().max(14).regex(PHONE_MASK, SIGNUP_MESSAGES.phone),
      gln_number: optionalMask(GLN_MASK, SIGNUP_MESSAGES.gln),
      sgln_number: optionalMask(GLN_MASK, SIGNUP_MESSAGES.gln),
      part_of_a_gpo: z.enum(['Yes', 'No']),
      gpo_name: z.string().trim().max(200).optional(),
      licences: z
        .array(datedLicence(today))
        .min(1, SIGNUP_MESSAGES.required)
        .max(MAX_LICENCES, SIGNUP_MESSAGES.tooManyLicences),
      documents_by_fax: z.boolean().default(false),
      terms: z.literal(true, SIGNUP_MESSAGES.terms),
    })
    .superRefine((v, ctx) => {
      if (v.password !== v.password_confirmation)
        ctx.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: PASSWORD_MESSAGES.confirmationMismatch,
        });
      if (gpoNameRequired(v.part_of_a_gpo) && !v.gpo_name)
        ctx.addIssue({ code: 'custom', path: ['gpo_name'], message: SIGNUP_MESSAGES.gpoName });
    });
}
export type SignupInput = z.infer<ReturnType<typeof signupSchema>>;
