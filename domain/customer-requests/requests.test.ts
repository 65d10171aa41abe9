import { describe, expect, it } from 'vitest';
import { type DomainError } from '../errors.ts';
import { askedTermsOf } from './new-request.ts';
import { creditConfirmation } from './confirmations.ts';
import {
  approvedTermsOf,
  assertDecidable,
  assertRaise,
  assertWithdrawable,
  creditBoxesOf,
  dueDayOf,
  REQUEST_MESSAGES,
  requestTimings,
} from './requests.ts';

const request = {
  kind: 'credit_increase' as const,
  status: 'pending' as const,
  supplierAccountId: 's1',
  expiresAt: '2026-01-10T00:00:00.000Z',
};
const decision = { supplierAccountId: 's1', userId: 'u1', decision: 'approved' as const };
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('assertDecidable', () => {
  const before = Date.parse('2026-01-09T00:00:00.000Z');
  it('lets the request’s supplier decide a pending request before it expires', () => {
    expect(codeOf(() => assertDecidable(request, decision, before))).toBeNull();
  });
  it('answers not found when another supplier decides', () => {
    expect(codeOf(() => assertDecidable(request, { ...decision, supplierAccountId: 's2' }, before))).toBe(
      'RESOURCE_NOT_FOUND',
    );
  });
  it('refuses deciding twice as a conflict', () => {
    expect(codeOf(() => assertDecidable({ ...request, status: 'declined' }, decision, before))).toBe(
      'RESOURCE_CONFLICT',
    );
  });
  it('refuses a decision once the request has expired, even before the expiry is written', () => {
    expect(codeOf(() => assertDecidable(request, decision, Date.parse(request.expiresAt)))).toBe(
      'RESOURCE_CONFLICT',
    );
    expect(codeOf(() => assertDecidable({ ...request, status: 'expired' }, decision, before))).toBe(
      'RESOURCE_CONFLICT',
    );
  });
  it('refuses declining a credit increase without a reason, on the reason field (issue 21)', () => {
    const decline = { ...decision, decision: 'declined' as const };
    expect(codeOf(() => assertDecidable(request, decline, before))).toBe('CUSTOMER_REQUEST_INVALID');
    expect(codeOf(() => assertDecidable(request, { ...decline, reason: '  ' }, before))).toBe(
      'CUSTOMER_REQUEST_INVALID',
    );
    expect(
      codeOf(() => assertDecidable(request, { ...decline, reason: 'Pay the open invoices first' }, before)),
    ).toBeNull();
    expect(codeOf(() => assertDecidable({ ...request, kind: 'eom_change' }, decline, before))).toBeNull();
  });
});

describe('assertWithdrawable', () => {
  const before = Date.parse('2026-01-09T00:00:00.000Z');
  const own = { ...request, pharmacyAccountId: 'p1' };
  const withdrawal = { pharmacyAccountId: 'p1', userId: 'u9' };
  it('lets the pharmacy withdraw its own pending request', () => {
    expect(codeOf(() => assertWithdrawable(own, withdrawal, before))).toBeNull();
  });
  it('answers not found to another pharmacy, and a conflict once decided, withdrawn or expired', () => {
    expect(codeOf(() => assertWithdrawable(own, { ...withdrawal, pharmacyAccountId: 'p2' }, before))).toBe(
      'RESOURCE_NOT_FOUND',
    );
    for (const status of ['approved', 'declined', 'withdrawn', 'expired'] as const)
      expect(codeOf(() => assertWithdrawable({ ...own, status }, withdrawal, before))).toBe(
        'RESOURCE_CONFLICT',
      );
    expect(codeOf(() => assertWithdrawable(own, withdrawal, Date.parse(own.expiresAt)))).toBe(
      'RESOURCE_CONFLICT',
    );
  });
});

describe('creditBoxesOf', () => {
  it('ticks both boxes when approving with neither ticked', () => {
    expect(creditBoxesOf({})).toEqual({ credit: true, terms: true });
    expect(creditBoxesOf({ credit_increase: false, terms_increase: false })).toEqual({
      credit: true,
      terms: true,
    });
  });
  it('keeps the boxes ticked', () => {
    expect(creditBoxesOf({ terms_increase: true })).toEqual({ credit: false, terms: true });
  });
});

describe('dueDayOf', () => {
  it('requires the due day unless due on the last day', () => {
    expect(codeOf(() => dueDayOf(false, undefined))).toBe('CUSTOMER_REQUEST_INVALID');
    expect(codeOf(() => dueDayOf(false, 0))).toBe('CUSTOMER_REQUEST_INVALID');
    expect(dueDayOf(false, 12)).toBe(12);
    expect(dueDayOf(true, 12)).toBeNull();
  });
});

describe('approvedTermsOf', () => {
  const asked = {
    kind: 'credit_increase' as const,
    creditIncrease: true,
    termsIncrease: true,
    askedCreditCents: 4_000_000,
    askedNetDays: 45,
    askedDueOnLastDay: null,
    askedDueDay: null,
  };
  it('grants the ticked parts of a credit increase', () => {
    expect(approvedTermsOf(asked, { boxes: { credit: true, terms: false } })).toEqual({
      creditAllocatedCents: 4_000_000,
    });
  });
  it('an account-type change makes the account a net-terms one with the given terms', () => {
    const change = { ...asked, kind: 'payment_account_change' as const, askedDueOnLastDay: true };
    expect(approvedTermsOf(change, { terms: { creditAllocatedCents: 500_000, netDays: 20 } })).toEqual({
      accountType: 'net_terms',
      creditAllocatedCents: 500_000,
      netDays: 20,
      invoicesDueOnLastDay: true,
      invoicesDueDay: null,
    });
  });
  it('an end-of-month change makes invoices due on the last day with the given net days', () => {
    expect(approvedTermsOf({ ...asked, kind: 'eom_change' }, { terms: { netDays: 50 } })).toEqual({
      netDays: 50,
      invoicesDueOnLastDay: true,
      invoicesDueDay: null,
    });
  });
});

describe('askedTermsOf', () => {
  it('reads a credit amount into cents and refuses a request asking nothing', () => {
    expect(
      askedTermsOf({ kind: 'credit_increase', credit_increase: true, credit_allocated: '1,234.50' })
        .askedCreditCents,
    ).toBe(123_450);
    expect(codeOf(() => askedTermsOf({ kind: 'credit_increase' }))).toBe('CUSTOMER_REQUEST_INVALID');
  });
});

describe('requestTimings', () => {
  it('reminds before the expiry by default and takes the input’s waits', () => {
    expect(requestTimings({ expiryMs: 1_000 })).toEqual({ expiryMs: 1_000, reminderMs: 500 });
    expect(requestTimings({ expiryMs: 1_000, reminderMs: 100 })).toEqual({
      expiryMs: 1_000,
      reminderMs: 100,
    });
  });
});

describe('creditConfirmation', () => {
  it('names what the ticked boxes change', () => {
    expect(creditConfirmation('approve', { credit: true, terms: false })).toBe(
      'Are you sure you want to approve the credit increase?',
    );
    expect(creditConfirmation('approve', { credit: false, terms: false })).toBe(
      'Are you sure you want to approve the credit and terms increase?',
    );
  });
});

describe('assertRaise (issue 21: a credit increase asks for more than the customer has)', () => {
  const current = { creditAllocatedCents: 2_500_000, netDays: 30 };
  const asked = (over: Partial<Parameters<typeof assertRaise>[1]>) => ({
    creditIncrease: false,
    termsIncrease: false,
    askedCreditCents: null,
    askedNetDays: null,
    ...over,
  });

  it('refuses a credit at or below the current line, and terms at or below the current days', () => {
    expect(() => assertRaise(current, asked({ creditIncrease: true, askedCreditCents: 2_500_000 }))).toThrow(
      REQUEST_MESSAGES.creditNotRaised(2_500_000),
    );
    expect(() => assertRaise(current, asked({ creditIncrease: true, askedCreditCents: 100 }))).toThrow();
    expect(() => assertRaise(current, asked({ termsIncrease: true, askedNetDays: 30 }))).toThrow(
      REQUEST_MESSAGES.termsNotRaised(30),
    );
  });

  it('takes a real raise of either, and ignores the box not ticked', () => {
    expect(() =>
      assertRaise(current, asked({ creditIncrease: true, askedCreditCents: 2_500_001 })),
    ).not.toThrow();
    expect(() =>
      assertRaise(current, asked({ termsIncrease: true, askedNetDays: 31, askedCreditCents: 1 })),
    ).not.toThrow();
  });
});
