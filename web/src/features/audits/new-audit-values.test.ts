import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '../../../../domain/audits/new-audit.ts';
import {
  CHOOSE_WHOLESALER,
  EMPTY_NEW_AUDIT,
  newAuditBodyOf,
  validateNewAudit,
  type NewAuditValues,
} from './new-audit-values.ts';

const SUPPLIER = '0b6f6c1e-6a55-4f4e-9b1c-2d3f4a5b6c7d';
const AUDITOR = '1c7a7d2f-7b66-4a5f-8c2d-3e4f5a6b7c8d';

const filled = (over: Partial<NewAuditValues> = {}): NewAuditValues => ({
  ...EMPTY_NEW_AUDIT,
  supplier_id: SUPPLIER,
  auditor_id: AUDITOR,
  new_auditor_name: 'Typed before switching',
  start_date: '2026-01-01',
  end_date: '2026-03-31',
  point_of_contact: { name: 'Ann Auditor', email: 'ann@auditor.example', phone: '' },
  ...over,
});

describe('newAuditBodyOf (supplier-side §5 Audit)', () => {
  it('sends the auditor id and not the new name when the company exists', () => {
    const body = newAuditBodyOf(filled());
    expect(body).toMatchObject({ existing_company: true, auditor_id: AUDITOR });
    expect(body).not.toHaveProperty('new_auditor_name');
  });

  it('sends the new name and not the auditor id when the company is new', () => {
    const body = newAuditBodyOf(filled({ existing_company: 'no', new_auditor_name: ' Acme Audit ' }));
    expect(body).toMatchObject({ existing_company: false, new_auditor_name: 'Acme Audit' });
    expect(body).not.toHaveProperty('auditor_id');
  });

  it('leaves out a blank deadline and phone', () => {
    const body = newAuditBodyOf(filled());
    expect(body).not.toHaveProperty('due_date');
    expect(body.point_of_contact).not.toHaveProperty('phone');
  });
});

describe('validateNewAudit (supplier-side §5 Audit)', () => {
  it('accepts a complete form', () => {
    expect(validateNewAudit(filled())).toEqual({});
  });

  it('refuses an end date before the start date on end_date', () => {
    expect(validateNewAudit(filled({ start_date: '2026-03-01', end_date: '2026-02-01' }))).toEqual({
      end_date: AUDIT_MESSAGES.endBeforeStart,
    });
  });

  it('requires the auditor when the company exists and the new name when it does not', () => {
    expect(validateNewAudit(filled({ auditor_id: '' }))).toEqual({
      auditor_id: AUDIT_MESSAGES.auditorRequired,
    });
    expect(validateNewAudit(filled({ existing_company: 'no', new_auditor_name: '' }))).toEqual({
      new_auditor_name: AUDIT_MESSAGES.newNameRequired,
    });
  });

  it('validates the point of contact, naming the nested field', () => {
    const errors = validateNewAudit(
      filled({ point_of_contact: { name: 'Ann', email: 'not-an-email', phone: '' } }),
    );
    expect(Object.keys(errors)).toEqual(['point_of_contact.email']);
  });

  it('asks for the wholesaler when none is chosen', () => {
    expect(validateNewAudit(filled({ supplier_id: '' })).supplier_id).toBe(CHOOSE_WHOLESALER);
  });
});
