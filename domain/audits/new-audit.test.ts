import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, auditDueAt, NewAuditSchema } from './new-audit.ts';

const base = {
  supplier_id: '8f3c1a2e-0003-4a7b-9c11-5d2e6f7a8b01',
  existing_company: true,
  auditor_id: '8f3c1a2e-0009-4a7b-9c11-5d2e6f7a8b01',
  start_date: '2026-01-01',
  end_date: '2026-03-31',
  point_of_contact: { name: 'Ann Auditor', email: 'ann@auditor.example' },
};
const issues = (body: unknown) =>
  NewAuditSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('NewAuditSchema (supplier-side §5 Audit)', () => {
  it('accepts an existing company with its auditor id', () => {
    expect(issues(base)).toEqual([]);
  });
  it('refuses an end date before the start date', () => {
    expect(issues({ ...base, end_date: '2025-12-31' })).toEqual([
      ['end_date', AUDIT_MESSAGES.endBeforeStart],
    ]);
  });
  it('requires the auditor id and refuses a new name when the company exists', () => {
    const { auditor_id: _, ...noAuditor } = base;
    expect(issues(noAuditor)).toEqual([['auditor_id', AUDIT_MESSAGES.auditorRequired]]);
    expect(issues({ ...base, new_auditor_name: 'Acme' })).toEqual([
      ['new_auditor_name', AUDIT_MESSAGES.newNameNotAllowed],
    ]);
  });
  it('requires the new name and refuses an auditor id when the company is new', () => {
    expect(issues({ ...base, existing_company: false })).toEqual([
      ['new_auditor_name', AUDIT_MESSAGES.newNameRequired],
      ['auditor_id', AUDIT_MESSAGES.auditorNotAllowed],
    ]);
    const { auditor_id: _, ...rest } = base;
    expect(issues({ ...rest, existing_company: false, new_auditor_name: 'Acme PBM' })).toEqual([]);
  });
  it('validates the point of contact', () => {
    expect(issues({ ...base, point_of_contact: { name: '', email: 'nope' } }).map((i) => i[0])).toEqual([
      'point_of_contact.name',
      'point_of_contact.email',
    ]);
  });
  it('puts the deadline at the end of its day, or 14 days out', () => {
    expect(auditDueAt('2026-05-01', new Date()).toISOString()).toBe('2026-05-01T23:59:59.999Z');
    const now = new Date('2026-01-01T00:00:00Z');
    expect(auditDueAt(undefined, now).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });
});
