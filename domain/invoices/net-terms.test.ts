import { describe, expect, it } from 'vitest';
import { canPlaceOnCredit, invoiceDueDate, isOverdue, termsRefusalOf, type NetTerms } from './net-terms.ts';

const terms: NetTerms = {
  invoicedOn: '2025-01-10',
  netDays: 30,
  invoicesDueOnLastDay: false,
  invoicesDueDay: null,
};

describe('invoiceDueDate (supplier-side §3, §4 Invoice due day, §5; default net_days 30)', () => {
  it.each([
    ['net 30', {}, '2025-02-09'],
    ['blank net days default to 30', { netDays: null }, '2025-02-09'],
    ['net 0', { netDays: 0 }, '2025-01-10'],
    ['net 15 across a year end', { invoicedOn: '2024-12-20', netDays: 15 }, '2025-01-04'],
    ['net 30 across a leap February', { invoicedOn: '2024-02-01', netDays: 30 }, '2024-03-02'],
    ['last day of the month of net date', { invoicesDueOnLastDay: true }, '2025-02-28'],
    ['last day in a leap year', { invoicedOn: '2024-01-10', invoicesDueOnLastDay: true }, '2024-02-29'],
    ['last day wins over a due day', { invoicesDueOnLastDay: true, invoicesDueDay: 15 }, '2025-02-28'],
    ['due day later in the same month', { invoicesDueDay: 15 }, '2025-02-15'],
    ['due day on the net date itself', { invoicesDueDay: 9 }, '2025-02-09'],
    ['due day already passed moves to next month', { invoicesDueDay: 5 }, '2025-03-05'],
    ['due day 31 clamped to February end', { invoicesDueDay: 31 }, '2025-02-28'],
    [
      'due day 31 in a 31-day month',
      { invoicedOn: '2025-01-01', netDays: 0, invoicesDueDay: 31 },
      '2025-01-31',
    ],
    [
      'due day 31 in a 30-day month',
      { invoicedOn: '2025-04-01', netDays: 0, invoicesDueDay: 31 },
      '2025-04-30',
    ],
    [
      'passed due day moving into a short month',
      { invoicedOn: '2025-01-01', netDays: 30, invoicesDueDay: 30 },
      '2025-02-28',
    ],
    [
      'passed due day across a year end',
      { invoicedOn: '2024-12-10', netDays: 10, invoicesDueDay: 5 },
      '2025-01-05',
    ],
    ['due day 0 means none', { invoicesDueDay: 0 }, '2025-02-09'],
  ] satisfies [string, Partial<NetTerms>, string][])('gives %s', (_label, patch, due) => {
    expect(invoiceDueDate({ ...terms, ...patch })).toBe(due);
  });

  it.each([
    ['a malformed date', { invoicedOn: '01-10-2025' }],
    ['an impossible date', { invoicedOn: '2025-02-30' }],
    ['negative net days', { netDays: -1 }],
    ['a due day over 31', { invoicesDueDay: 32 }],
  ] satisfies [string, Partial<NetTerms>][])('refuses %s', (_label, patch) => {
    expect(() => invoiceDueDate({ ...terms, ...patch })).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  it.each([
    ['2025-02-09', '2025-02-08', false],
    ['2025-02-09', '2025-02-09', false],
    ['2025-02-09', '2025-02-10', true],
    ['2025-12-31', '2026-01-01', true],
  ])('answers due %s on %s with %s', (due, today, overdue) => {
    expect(isOverdue(due, today)).toBe(overdue);
  });
});

describe('termsRefusalOf (pharmacy-side §4 Checkout: credit is not exceeded; issue 22: no credit, no terms)', () => {
  const base = {
    accountType: 'net_terms' as const,
    creditAllocatedCents: 100_000,
    outstandingCents: 40_000,
    orderTotalCents: 60_000,
    creditHold: false,
  };
  it.each([
    ['within the limit', {}, null],
    ['one cent over the limit', { orderTotalCents: 60_001 }, 'credit_exceeded'],
    ['credit hold blocks', { creditHold: true }, 'credit_hold'],
    ['credit hold blocks even without credit', { creditHold: true, creditAllocatedCents: 0 }, 'credit_hold'],
    ['credit_allocated 0 is no credit, not an unlimited line', { creditAllocatedCents: 0 }, 'no_credit'],
    [
      'no credit refuses even a tiny order',
      { creditAllocatedCents: 0, outstandingCents: 0, orderTotalCents: 1 },
      'no_credit',
    ],
    ['a cash-on-delivery account has no terms, whatever its credit', { accountType: 'cod' }, 'not_net_terms'],
    ['a card account has no terms, whatever its credit', { accountType: 'credit_card' }, 'not_net_terms'],
  ] as const)('answers %s', (_label, change, refusal) => {
    const check = { ...base, ...change };
    expect(termsRefusalOf(check)).toBe(refusal);
    expect(canPlaceOnCredit(check)).toBe(refusal === null);
  });
});
