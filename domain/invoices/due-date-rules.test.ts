import { describe, expect, it } from 'vitest';
import { decideInvoiceDueDate, hasEndOfMonth, statementDueDate } from './due-date-rules.ts';

const netOnly = { netDays: 30, invoicesDueOnLastDay: false, invoicesDueDay: null };
const noPrefs = { payByStatement: false, invoicesDueOnLastDay: false, invoicesDueDay: null };

describe('decideInvoiceDueDate (issue 11: supplier preferences drive invoice due dates)', () => {
  it("uses the customer's net days alone when neither side chose an end of month", () => {
    const decided = decideInvoiceDueDate({ invoicedOn: '2025-01-10', customer: netOnly, supplier: noPrefs });
    expect(decided).toEqual({ dueOn: '2025-02-09', payByStatement: false });
  });

  it('uses the default 30 days when the pharmacy has no customer row and the supplier no preferences', () => {
    const decided = decideInvoiceDueDate({ invoicedOn: '2025-01-10', customer: null, supplier: null });
    expect(decided.dueOn).toBe('2025-02-09');
  });

  it("applies the supplier's end-of-month preference after the customer's net days when the customer has none", () => {
    const lastDay = { ...noPrefs, invoicesDueOnLastDay: true };
    expect(
      decideInvoiceDueDate({ invoicedOn: '2025-01-10', customer: netOnly, supplier: lastDay }).dueOn,
    ).toBe('2025-02-28');
    const day15 = { ...noPrefs, invoicesDueDay: 15 };
    expect(decideInvoiceDueDate({ invoicedOn: '2025-01-10', customer: netOnly, supplier: day15 }).dueOn).toBe(
      '2025-02-15',
    );
  });

  it("lets the customer's own end-of-month terms win over the supplier's preference", () => {
    const customer = { netDays: 30, invoicesDueOnLastDay: false, invoicesDueDay: 20 };
    const supplier = { ...noPrefs, invoicesDueOnLastDay: true };
    expect(decideInvoiceDueDate({ invoicedOn: '2025-01-10', customer, supplier }).dueOn).toBe('2025-02-20');
  });

  it("makes an invoice of a supplier paying by statement due on the statement's due date, whatever the customer's terms", () => {
    const customer = { netDays: 90, invoicesDueOnLastDay: false, invoicesDueDay: 3 };
    const supplier = { payByStatement: true, invoicesDueOnLastDay: false, invoicesDueDay: 10 };
    expect(decideInvoiceDueDate({ invoicedOn: '2025-01-31', customer, supplier })).toEqual({
      dueOn: '2025-02-10',
      payByStatement: true,
    });
  });
});

describe('statementDueDate (pay by statement: the EOM choice applied to the month after the invoice month)', () => {
  it.each([
    [
      'last day of the next month',
      '2025-01-05',
      { invoicesDueOnLastDay: true, invoicesDueDay: null },
      '2025-02-28',
    ],
    [
      'last day in a leap February',
      '2024-01-31',
      { invoicesDueOnLastDay: true, invoicesDueDay: null },
      '2024-02-29',
    ],
    [
      'due day of the next month',
      '2025-03-01',
      { invoicesDueOnLastDay: false, invoicesDueDay: 15 },
      '2025-04-15',
    ],
    [
      'due day 31 clamped to a 30-day month',
      '2025-03-20',
      { invoicesDueOnLastDay: false, invoicesDueDay: 31 },
      '2025-04-30',
    ],
    ['across the year end', '2024-12-31', { invoicesDueOnLastDay: false, invoicesDueDay: 5 }, '2025-01-05'],
    [
      'no choice means the last day',
      '2025-05-10',
      { invoicesDueOnLastDay: false, invoicesDueDay: null },
      '2025-06-30',
    ],
  ])('%s', (_name, invoicedOn, eom, expected) => {
    expect(statementDueDate(invoicedOn, eom)).toBe(expected);
  });
});

describe('hasEndOfMonth (supplier-side §5: a due day is sent only when greater than 0)', () => {
  it('counts the last day or a due day above 0, not a 0 or blank due day', () => {
    expect(hasEndOfMonth({ invoicesDueOnLastDay: true, invoicesDueDay: null })).toBe(true);
    expect(hasEndOfMonth({ invoicesDueOnLastDay: false, invoicesDueDay: 1 })).toBe(true);
    expect(hasEndOfMonth({ invoicesDueOnLastDay: false, invoicesDueDay: 0 })).toBe(false);
    expect(hasEndOfMonth({ invoicesDueOnLastDay: false, invoicesDueDay: null })).toBe(false);
  });
});
