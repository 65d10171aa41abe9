import { describe, expect, it } from 'vitest';
import type { DomainError } from '../errors.ts';
import { wholesalerAgreementContent } from './agreement.ts';
import {
  APPLICATION_MESSAGES,
  applicationTimings,
  assertChequeAccepted,
  assertApprovalTermsFit,
  assertDecidable,
  chequeRequired,
  currentStep,
  previousStep,
  readApprovalCredit,
  stepAfterDetails,
} from './applications.ts';
import { applicationDetailsSchema, deaCheckDigitValid } from './details.ts';

const DETAILS = {
  business_legal_name: 'Main Street Pharmacy LLC',
  email: 'owner@example.com',
  mobile: '(555) 555-0100',
  address: '1 Main St',
  city: 'Springfield',
  zip: '62701',
  state_id: 14,
  dea_number: 'AB1234563',
  dea_expiry: '2030-01-01',
  state_license_num: 'IL-123',
  state_license_expiry: '2030-01-01',
  federal_tax_id: '12-3456789',
  part_of_a_gpo: 'No',
};
const schema = applicationDetailsSchema('2026-06-01');
const SUBMITTED = { status: 'submitted' as const, supplierAccountId: 's1' };
const statusOf = (run: () => void) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('wholesaler application wizard', () => {
  it('starts at step 1, moves to signing, then to the voided cheque once signed', () => {
    expect(currentStep({ detailsSaved: false, agreementSigned: false })).toBe(1);
    expect(currentStep({ detailsSaved: true, agreementSigned: false })).toBe(2);
    expect(currentStep({ detailsSaved: true, agreementSigned: true })).toBe(3);
  });

  it('skips step 2 when going back from step 3', () => {
    expect(previousStep(3)).toBe(1);
    expect(previousStep(2)).toBe(1);
  });

  it('skips the agreement after step 1 when it is signed already', () => {
    expect(stepAfterDetails(true)).toBe(3);
    expect(stepAfterDetails(false)).toBe(2);
  });

  it('requires the voided cheque only when signing happened', () => {
    expect(chequeRequired(true)).toBe(true);
    expect(chequeRequired(false)).toBe(false);
    expect(
      statusOf(() => assertChequeAccepted({ status: 'draft', detailsSaved: true, agreementSigned: false })),
    ).toBe('RESOURCE_CONFLICT');
    expect(
      statusOf(() => assertChequeAccepted({ status: 'draft', detailsSaved: true, agreementSigned: true })),
    ).toBe('ok');
  });

  it('refuses a cheque for an application already submitted', () => {
    expect(
      statusOf(() =>
        assertChequeAccepted({ status: 'submitted', detailsSaved: true, agreementSigned: true }),
      ),
    ).toBe('RESOURCE_CONFLICT');
  });
});

describe('wholesaler application details', () => {
  it('accepts the signup data of a pharmacy', () => {
    expect(schema.safeParse(DETAILS).success).toBe(true);
  });

  it('refuses a DEA number whose check digit is wrong', () => {
    expect(deaCheckDigitValid('AB1234563')).toBe(true);
    expect(deaCheckDigitValid('AB1234564')).toBe(false);
    expect(schema.safeParse({ ...DETAILS, dea_number: 'AB1234564' }).error?.issues[0]?.path).toEqual([
      'dea_number',
    ]);
  });

  it('refuses a DEA expiry that is not in the future', () => {
    expect(schema.safeParse({ ...DETAILS, dea_expiry: '2026-06-01' }).error?.issues[0]?.path).toEqual([
      'dea_expiry',
    ]);
  });

  it('requires the GPO name only when part of a GPO is Yes', () => {
    expect(schema.safeParse({ ...DETAILS, part_of_a_gpo: 'Yes' }).error?.issues[0]?.path).toEqual([
      'gpo_name',
    ]);
    expect(schema.safeParse({ ...DETAILS, part_of_a_gpo: 'Yes', gpo_name: 'Acme GPO' }).success).toBe(true);
  });

  it('refuses a GLN that is not 13 digits', () => {
    expect(schema.safeParse({ ...DETAILS, gln_number: '123' }).error?.issues[0]?.path).toEqual([
      'gln_number',
    ]);
  });
});

describe('wholesaler application decisions', () => {
  it('refuses another wholesaler’s decision as not found', () => {
    expect(
      statusOf(() =>
        assertDecidable(SUBMITTED, {
          supplierAccountId: 's2',
          userId: 'u',
          decision: 'declined',
          reason: 'x',
        }),
      ),
    ).toBe('RESOURCE_NOT_FOUND');
  });

  it('refuses deciding twice', () => {
    const decision = {
      supplierAccountId: 's1',
      userId: 'u',
      decision: 'approved' as const,
      creditCents: 1,
      netDays: 30,
    };
    expect(statusOf(() => assertDecidable({ ...SUBMITTED, status: 'approved' }, decision))).toBe(
      'RESOURCE_CONFLICT',
    );
    expect(statusOf(() => assertDecidable(SUBMITTED, decision))).toBe('ok');
  });

  it('refuses deciding an application not submitted yet', () => {
    const decision = { supplierAccountId: 's1', userId: 'u', decision: 'declined' as const, reason: 'x' };
    expect(statusOf(() => assertDecidable({ ...SUBMITTED, status: 'draft' }, decision))).toBe(
      'RESOURCE_CONFLICT',
    );
  });

  it('requires a reason to decline', () => {
    expect(
      statusOf(() =>
        assertDecidable(SUBMITTED, {
          supplierAccountId: 's1',
          userId: 'u',
          decision: 'declined',
          reason: ' ',
        }),
      ),
    ).toBe('APPLICATION_DECISION_INCOMPLETE');
  });

  it('asks credit and net days of a net-terms approval only (issue 22)', () => {
    const fieldsOf = (run: () => void) => {
      try {
        run();
        return null;
      } catch (error) {
        return Object.keys((error as DomainError).fields ?? {});
      }
    };
    expect(fieldsOf(() => assertApprovalTermsFit('net_terms', { creditCents: 100, netDays: 30 }))).toBeNull();
    expect(fieldsOf(() => assertApprovalTermsFit('net_terms', { netDays: 30 }))).toEqual([
      'credit_allocated',
    ]);
    expect(fieldsOf(() => assertApprovalTermsFit('cod', {}))).toBeNull();
    expect(fieldsOf(() => assertApprovalTermsFit('cod', { creditCents: 100 }))).toEqual(['credit_allocated']);
    expect(fieldsOf(() => assertApprovalTermsFit('credit_card', { creditCents: 1, netDays: 30 }))).toEqual([
      'credit_allocated',
      'net_days',
    ]);
    expect(statusOf(() => assertApprovalTermsFit('cod', { netDays: 30 }))).toBe('REQUEST_INVALID');
  });

  it('puts the reminder before the expiry', () => {
    expect(applicationTimings({ expiryMs: 1000 })).toMatchObject({ expiryMs: 1000, reminderMs: 500 });
  });
});

describe('wholesaler agreement content', () => {
  it('names both parties, the account type and the applicant’s data', () => {
    const content = wholesalerAgreementContent({
      supplierName: 'Keystone',
      pharmacyName: 'Main Street',
      accountType: 'net_terms',
      details: schema.parse(DETAILS),
    });
    expect(content.title).toBe('Keystone customer agreement');
    expect(content.fields).toEqual(
      expect.arrayContaining([
        { label: 'Account type', value: 'Net terms' },
        { label: 'DEA number', value: 'AB1234563' },
      ]),
    );
    expect(content.sections.map((s) => s.body).join(' ')).toContain('credit limit');
  });
});

describe('readApprovalCredit (issue 21: an approval took any text as credit)', () => {
  it('reads dollars with the shared rule', () => {
    expect(readApprovalCredit('7,500.00')).toEqual({ ok: true, cents: 750_000 });
    expect(readApprovalCredit(7500)).toEqual({ ok: true, cents: 750_000 });
  });
  it.each(['$-50-50', '$0 on net 30', 'abc', '12.345'])('refuses %s as not an amount', (text) => {
    expect(readApprovalCredit(text)).toEqual({ ok: false, message: APPLICATION_MESSAGES.creditFormat });
  });
  it('refuses nothing as credit, and an amount over the ceiling', () => {
    expect(readApprovalCredit('0')).toEqual({ ok: false, message: APPLICATION_MESSAGES.creditZero });
    expect(readApprovalCredit('$20,000,000.01')).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.creditTooLarge,
    });
  });
});
