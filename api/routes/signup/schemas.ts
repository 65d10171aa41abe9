/** The signup routes' request and answer schemas (issue 12). Strict: unknown fields are 400. */
import { z } from 'zod';

export const EmailQuery = z.strictObject({ email: z.string().trim().min(1).max(254) });
export const DeaQuery = z.strictObject({ dea_number: z.string().trim().min(1).max(20) });
export const ValidSchema = z.strictObject({ valid: z.boolean(), message: z.string().optional() });

export const NcpdpQuery = z.strictObject({
  number: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'Please enter an NCPDP number of 7 digits'),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code'),
});
export const NcpdpAnswerSchema = z.strictObject({
  state_unavailable: z.boolean(),
  sandbox: z.boolean(),
  user_data: z
    .strictObject({
      ncpdp_number: z.string(),
      business_legal_name: z.string(),
      address: z.string(),
      city: z.string(),
      state_id: z.number().int(),
      zip: z.string(),
      phone: z.string(),
    })
    .nullable(),
});

export const FunnelBody = z.strictObject({
  user_type: z.string().trim().min(1).max(40),
  key: z.string().trim().min(1).max(60),
  val: z.string().trim().max(500),
});
export const FunnelAnswerSchema = z.strictObject({
  wholesalers_count: z.number().int().nullable(),
  show_wholesalers_count: z.boolean(),
  state_unavailable: z.boolean(),
});

/**
 * The most fields a draft step may carry (the licences step: 1000 groups of 8 parts, and a few
 * more); each at most 2000 characters, the whole body within the API's 1 MB JSON limit.
 */
const DRAFT_FIELDS = 8 * 1000 + 60;
const DraftData = z
  .record(
    z
      .string()
      .max(60)
      .regex(/^[a-z0-9_.]+$/, 'not a field name'),
    z.string().max(2000),
  )
  .refine((d) => Object.keys(d).length <= DRAFT_FIELDS, `At most ${DRAFT_FIELDS} fields`)
  .refine((d) => !Object.keys(d).some((k) => k.includes('password')), 'Passwords are never saved in a draft');
const ResumeToken = z.string().trim().min(10).max(100);

export const ProcessDataBody = z.strictObject({
  resume_token: ResumeToken.optional(),
  step: z.string().trim().min(1).max(40),
  data: DraftData,
});
export const LoadDataBody = z.strictObject({ resume_token: ResumeToken });
export const DraftAnswerSchema = z.strictObject({
  resume_token: z.string(),
  step: z.string(),
  data: z.record(z.string(), z.string()),
});

export const SignupAnswerSchema = z.strictObject({
  message: z.string(),
  account_id: z.uuid(),
  application_token: z.string(),
});

export const ApplicationBody = z.strictObject({ application_token: z.string().trim().min(10).max(100) });
export const VerifyEmailBody = ApplicationBody.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from the email.'),
});
export const EmailCodeAnswerSchema = z.strictObject({ message: z.string() });
export const ApplicationSchema = z
  .strictObject({
    business_legal_name: z.string(),
    /** False until the applicant enters the code mailed to it (issue 22); support sees it only then. */
    email_verified: z.boolean(),
    status: z.enum(['pending', 'more_info_requested', 'approved', 'rejected']),
    info_request: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Application' });
export const AnswerAnswerSchema = z.strictObject({ message: z.string(), application: ApplicationSchema });

export const ReviewIdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const ReviewDocumentParam = z.strictObject({
  id: z.uuid('not a valid id'),
  document_id: z.uuid('not a valid id'),
});
export const RejectBody = z.strictObject({
  reason: z.string().trim().min(1, 'Please give the reason.').max(2000),
});
export const RequestInfoBody = z.strictObject({
  message: z.string().trim().min(1, 'Please write what the pharmacy must send.').max(2000),
});
export const EmptyBody = z.strictObject({});

const CheckSchema = z.strictObject({
  name: z.string(),
  outcome: z.enum(['pass', 'warn', 'fail']),
  detail: z.string(),
});
const DocumentSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(['state_licence', 'dea', 'answer']),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
const reviewSummaryShape = {
  id: z.uuid(),
  account_id: z.uuid(),
  business_legal_name: z.string(),
  email: z.string(),
  state: z.string(),
  status: z.enum(['pending', 'more_info_requested', 'approved', 'rejected']),
  /** Another application or account names one of its identifiers (issue 22): see the detail's collisions. */
  possible_duplicate: z.boolean(),
  created_at: z.string(),
};
export const ReviewSummarySchema = z.strictObject(reviewSummaryShape).meta({ id: 'ReviewSummary' });
export const ReviewListSchema = z.strictObject({ data: z.array(ReviewSummarySchema) });
const CollisionSchema = z
  .strictObject({
    field: z.enum(['email', 'dea_number', 'federal_tax_id', 'state_licence']),
    value: z.string(),
    account_id: z.uuid(),
    business_legal_name: z.string(),
    account_status: z.string(),
    /** The other application's review; null for an account that never signed up (staff, seeded). */
    review_id: z.uuid().nullable(),
    review_status: z.string().nullable(),
  })
  .meta({ id: 'ReviewCollision' });
export const ReviewDetailSchema = z
  .strictObject({
    ...reviewSummaryShape,
    applicant: z.record(z.string(), z.string().nullable()),
    licences: z.array(
      z.strictObject({
        kind: z.enum(['state', 'dea']),
        number: z.string(),
        state: z.string().nullable(),
        issued_on: z.string().nullable(),
        expires_on: z.string(),
      }),
    ),
    info_request: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    checks: z.array(CheckSchema),
    documents: z.array(DocumentSchema),
    /** Other accounts naming one of this application's identifiers (issue 22). */
    collisions: z.array(CollisionSchema),
    identifiers_released_at: z.string().nullable(),
  })
  .meta({ id: 'ReviewDetail' });
export const ReleaseAnswerSchema = z.strictObject({ message: z.string() });
export const ReviewAnswerSchema = z.strictObject({
  message: z.string(),
  status: ApplicationSchema.shape.status,
});
