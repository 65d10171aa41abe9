import { describe, expect, it } from 'vitest';
import {
  activatedDates,
  deactivatedDates,
  formatPromoDate,
  promotionConfirmText,
  promotionStatus,
} from './promotion-dates.ts';

describe('promotion dates', () => {
  const today = '2026-03-10';

  it('derives the status from the dates', () => {
    expect(promotionStatus({ startDate: '2026-03-01', endDate: '2026-03-10' }, today)).toBe('active');
    expect(promotionStatus({ startDate: '2026-03-11', endDate: '2026-03-20' }, today)).toBe('scheduled');
    expect(promotionStatus({ startDate: '2026-02-01', endDate: '2026-03-09' }, today)).toBe('ended');
  });

  it('ends a running or scheduled promotion yesterday when deactivated', () => {
    expect(deactivatedDates({ startDate: '2026-03-01', endDate: '2026-03-31' }, today)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
    expect(deactivatedDates({ startDate: '2026-04-01', endDate: '2026-04-30' }, today)).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-03-09',
    });
  });

  it('starts an ended promotion today for its original length when activated', () => {
    expect(activatedDates({ startDate: '2026-02-01', endDate: '2026-02-11' }, today)).toEqual({
      startDate: today,
      endDate: '2026-03-20',
    });
    expect(activatedDates({ startDate: '2026-04-01', endDate: '2026-04-30' }, today)).toEqual({
      startDate: today,
      endDate: '2026-04-30',
    });
  });

  it("shows promotion dates as 'Mon dd' without year (supplier-side §5)", () => {
    expect(formatPromoDate('2026-03-05')).toBe('Mar 05');
    expect(formatPromoDate('2027-12-31')).toBe('Dec 31');
  });

  it('words the confirmation for one or several promotions', () => {
    expect(promotionConfirmText('activate', 1)).toContain('activate this promotion');
    expect(promotionConfirmText('deactivate', 3)).toContain('deactivate these 3 promotions');
  });
});
