/**
 * The new-audit form (supplier-side §3 Customer audit, §5 Audit): the wholesaler asked, the
 * auditor (an existing company, or a new one by name), the period whose purchases need proof, the
 * auditor's deadline and the point of contact. Shared by the API (request schema) and the web
 * form (its resolver), so both say the same thing about the same field.
 */
import { z } from 'zod';

export const AUDIT_MESSAGES = {
  endBeforeStart: 'End date cannot be before the start date.',
  auditorRequired: 'Please choose the auditor.',
  auditorNotAllowed: 'Leave the auditor list empty when the company is new.',
  newNameRequired: 'Please enter the auditor company name.',
  newNameNotAllowed: 'Leave the new company name empty when the company exists.',
  dueInPast: 'The deadline cannot be in the past.',
  notACustomer: 'You can only ask a wholesaler you buy from.',
  unknownAuditor: 'This auditor is not in the list.',
} as const;

const Name = z.string().trim().min(1, 'is required').max(200);

/** The point of contact at the auditor (its own little form that must validate, §5). */
export const PointOfContactSchema = z.strictObject({
  name: Name,
  email: z.email('must be a valid email').max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+().\- ]*$/, 'must be a phone number')
    .optional(),
});

/** POST /wholesalers/audits. Dates are ISO (YYYY-MM-DD). */
export const NewAuditSchema = z
  .strictObject({
    supplier_id: z.uuid('not a valid id'),
    existing_company: z.boolean(),
    auditor_id: z.uuid('not a valid id').optional(),
    new_auditor_name: Name.optional(),
    start_date: z.iso.date('must be a date'),
    end_date: z.iso.date('must be a date'),
    /** The auditor's deadline; none: the default response time. */
    due_date: z.iso.date('must be a date').optional(),
    point_of_contact: PointOfContactSchema,
  })
  .superRefine((body, ctx) => {
    // §5: the end date's minimum follows the start date.
    if (body.end_date < body.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: AUDIT_MESSAGES.endBeforeStart });
    // §5: existing company yes → auditor id required, new name disabled; no → the reverse.
    if (body.existing_company) {
      if (!body.auditor_id)
        ctx.addIssue({ code: 'custom', path: ['auditor_id'], message: AUDIT_MESSAGES.auditorRequired });
      if (body.new_auditor_name !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['new_auditor_name'],
          message: AUDIT_MESSAGES.newNameNotAllowed,
        });
    } else {
      if (!body.new_auditor_name)
        ctx.addIssue({
          code: 'custom',
          path: ['new_auditor_name'],
          message: AUDIT_MESSAGES.newNameRequired,
        });
      if (body.auditor_id !== undefined)
        ctx.addIssue({ code: 'custom', path: ['auditor_id'], message: AUDIT_MESSAGES.auditorNotAllowed });
    }
  });

export type NewAudit = z.infer<typeof NewAuditSchema>;

/** Days the wholesaler has when the pharmacy names no deadline (docs/decisions.md, audits). */
export const DEFAULT_AUDIT_RESPONSE_DAYS = 14;
/** How long before the deadline the wholesaler is reminded, unless the workflow's input says otherwise. */
export const DEFAULT_AUDIT_REMINDER_BEFORE_MS = 2 * 24 * 3_600_000;

/** The instant an audit is due: the end of its deadline day (UTC), or the default response time after `now`. */
export function auditDueAt(dueDate: string | undefined, now: Date): Date {
  if (dueDate) return new Date(`${dueDate}T23:59:59.999Z`);
  return new Date(now.getTime() + DEFAULT_AUDIT_RESPONSE_DAYS * 24 * 3_600_000);
}
