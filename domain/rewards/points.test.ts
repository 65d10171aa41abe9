import { describe, expect, it } from 'vitest';
import { creditCentsForPoints, isPaidOnTime, pointsForPaidInvoice } from './points.ts';

const invoice = { amountCents: 12_399, creditCents: 0, paidOn: '2026-03-10', dueOn: '2026-03-10' };

describe('pointsForPaidInvoice', () => {
  it('earns one point per whole dollar when paid on the due date (earn on time)', () => {
    expect(pointsForPaidInvoice(invoice)).toBe(123);
  });

  it('earns one point per whole dollar when paid before the due date', () => {
    expect(pointsForPaidInvoice({ ...invoice, paidOn: '2026-02-01' })).toBe(123);
  });

  it('earns nothing when paid after the due date (none when late)', () => {
    expect(pointsForPaidInvoice({ ...invoice, paidOn: '2026-03-11' })).toBe(0);
    expect(isPaidOnTime({ paidOn: '2026-03-11', dueOn: '2026-03-10' })).toBe(false);
  });

  it('earns nothing on the part a rewards credit paid', () => {
    expect(pointsForPaidInvoice({ ...invoice, creditCents: 2_400 })).toBe(99);
    expect(pointsForPaidInvoice({ ...invoice, creditCents: 20_000 })).toBe(0);
  });
});

describe('creditCentsForPoints', () => {
  it('is one cent per point', () => {
    expect(creditCentsForPoints(500)).toBe(500);
  });
});
