/**
 * The new-audit form's values and how they become the API's body (supplier-side §5 Audit): the
 * existing-company choice decides which of the auditor list and the new name is sent, and the
 * domain's own schema (domain/audits/new-audit.ts) checks the body before it leaves.
 */
import { NewAuditSchema } from '../../../../domain/audits/new-audit.ts';
import type { NewAuditBody } from './audits-api.ts';

export type NewAuditValues = {
  supplier_id: string;
  existing_company: 'yes' | 'no';
  auditor_id: string;
  new_auditor_name: string;
  start_date: string;
  end_date: string;
  due_date: string;
  point_of_contact: { name: string; email: string; phone: string };
};

export const EMPTY_NEW_AUDIT: NewAuditValues = {
  supplier_id: '',
  existing_company: 'yes',
  auditor_id: '',
  new_auditor_name: '',
  start_date: '',
  end_date: '',
  due_date: '',
  point_of_contact: { name: '', email: '', phone: '' },
};

export const CHOOSE_WHOLESALER = 'Please choose the wholesaler.';

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body sent: only the auditor field the existing-company choice enables, blanks left out. */
export function newAuditBodyOf(v: NewAuditValues): NewAuditBody {
  const existing = v.existing_company === 'yes';
  const phone = given(v.point_of_contact.phone);
  const dueDate = given(v.due_date);
  const auditorId = existing ? given(v.auditor_id) : undefined;
  const newName = existing ? undefined : given(v.new_auditor_name);
  return {
    supplier_id: v.supplier_id,
    existing_company: existing,
    ...(auditorId ? { auditor_id: auditorId } : {}),
    ...(newName ? { new_auditor_name: newName } : {}),
    start_date: v.start_date,
    end_date: v.end_date,
    ...(dueDate ? { due_date: dueDate } : {}),
    point_of_contact: {
      name: v.point_of_contact.name.trim(),
      email: v.point_of_contact.email.trim(),
      ...(phone ? { phone } : {}),
    },
  };
}

/** The form's errors by field path ('point_of_contact.email'), the first message of each. */
export function validateNewAudit(v: NewAuditValues): Record<string, string> {
  const parsed = NewAuditSchema.safeParse(newAuditBodyOf(v));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  if (v.supplier_id === '') errors.supplier_id = CHOOSE_WHOLESALER;
  return errors;
}
