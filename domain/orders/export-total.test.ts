import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-state.ts';
import { countsInExportTotal, summariseExport } from './export-total.ts';

describe('summariseExport (the orders export total leaves cancelled orders out)', () => {
  it('adds every order but the cancelled ones, still counting them as listed', () => {
    const rows = [
      { status: 'placed' as const, totalCents: 11_500 },
      { status: 'cancelled' as const, totalCents: 3_500 },
      { status: 'paid' as const, totalCents: 2_000 },
    ];
    expect(summariseExport(rows)).toEqual({ listed: 3, cancelled: 1, totalCents: 13_500 });
  });

  it('counts every status but cancelled (an overdue or unpaid order is still owed)', () => {
    const counted = ORDER_STATUSES.filter(countsInExportTotal);
    expect(counted).toEqual(ORDER_STATUSES.filter((s) => s !== 'cancelled'));
  });

  it('answers zero for an empty export', () => {
    expect(summariseExport([])).toEqual({ listed: 0, cancelled: 0, totalCents: 0 });
  });
});
