/**
 * Step 1 of the wholesaler application: the signup / credit application data (pharmacy-side §3),
 * with the field rules of §5 that apply to it (DEA format, expiry in the future, GPO name only when
 * part of a GPO, masks). The web form and the route share it.
 */
import { z } from 'zod';

const DEA = /^[A-Z]{2}\d{7}$/;
const TAX_ID = /^\d{2}-?\d{7}$/;
const PHONE = /^\(?\d{3}\)?[ -]?\d{3}-?\d{4}$/;
const GLN = /^\d{13}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A DEA number's check digit (the sum rule): the last digit of (d1+d3+d5) + 2*(d2+d4+d6). */
export function deaCheckDigitValid(dea: string): boolean {
  if (!DEA.test(dea)) return false;
  const d = dea.slice(2).split('').map(Number);
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10 === d[6];
}

/** An ISO date after `today` (YYYY-MM-DD, compared as text). */
export const isFutureDate = (value: string, today: string) => ISO_DATE.test(value) && value > today;

/** The data the applicant sends at step 1 (prefilled from the account); `today` bounds the expiries. */
export function applicationDetailsSchema(today: string) {
  return z
    .strictObject({
      business_legal_name: z.string().trim().min(1, 'is required').max(200),
      business_type: z.string().trim().max(100).optional(),
      email: z.email('must be an email address').max(200),
      mobile: z.string().regex(PHONE, 'must be a phone number like (555) 555-5555').max(20),
      address: z.string().trim().min(1, 'is required').max(200),
      city: z.string().trim().min(1, 'is required').max(100),
      zip: z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code'),
      state_id: z.number().int().min(1).max(100),
      dea_number: z
        .string()
        .trim()
        .toUpperCase()
        .regex(DEA, 'must be two letters and seven digits')
        .refine(deaCheckDigitValid, 'has a wrong check digit'),
      dea_expiry: z.string().refine((v) => isFutureDate(v, today), 'must be a date in the future'),
      state_license_num: z.string().trim().min(1, 'is required').max(50),
      state_license_expiry: z.string().refine((v) => isFutureDate(v, today), 'must be a date in the future'),
      federal_tax_id: z.string().regex(TAX_ID, 'must be a tax id like 12-3456789'),
      ncpdp_number: z
        .string()
        .regex(/^\d{7}$/, 'must be 7 digits')
        .optional(),
      gln_number: z.string().regex(GLN, 'must be 13 digits').optional(),
      part_of_a_gpo: z.enum(['Yes', 'No']),
      gpo_name: z.string().trim().max(200).optional(),
      /** Net-terms credit application: the licence and DEA documents' file names as chosen. */
      license_document_name: z.string().max(255).optional(),
      dea_document_name: z.string().max(255).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.part_of_a_gpo === 'Yes' && !body.gpo_name)
        ctx.addIssue({ code: 'custom', path: ['gpo_name'], message: 'is required when part of a GPO' });
    });
}

export type ApplicationDetails = z.infer<ReturnType<typeof applicationDetailsSchema>>;

/** The labelled lines the agreement and the application PDF print. */
export function detailsFields(details: Partial<ApplicationDetails>): { label: string; value: string }[] {
  const rows: [string, unknown][] = [
    ['Business legal name', details.business_legal_name],
    ['Business type', details.business_type],
    ['Email', details.email],
    ['Mobile', details.mobile],
    ['Address', [details.address, details.city, details.zip].filter(Boolean).join(', ')],
    ['DEA number', details.dea_number],
    ['DEA expiry', details.dea_expiry],
    ['State licence', details.state_license_num],
    ['State licence expiry', details.state_license_expiry],
    ['Federal tax id', details.federal_tax_id],
    ['NCPDP', details.ncpdp_number],
    ['GLN', details.gln_number],
    [
      'Part of a GPO',
      details.part_of_a_gpo === 'Yes' ? `Yes (${details.gpo_name ?? ''})` : details.part_of_a_gpo,
    ],
    ['Licence document', details.license_document_name],
    ['DEA document', details.dea_document_name],
  ];
  return rows.map(([label, value]) => ({ label, value: typeof value === 'string' ? value : '' }));
}
