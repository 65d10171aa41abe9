import { describe, expect, it } from 'vitest';
import { INVALID_DATE_MESSAGE } from '../dates.ts';
import { checkVacation, VACATION_MESSAGES } from './vacation-rules.ts';

describe('checkVacation', () => {
  it('accepts a one-day vacation and reads MM-DD-YYYY dates as ISO (vacation time: name, start_date, end_date, notes)', () => {
    const result = checkVacation({
      name: ' Inventory ',
      startDate: '12-28-2026',
      endDate: '2026-12-28',
      notes: ' ',
    });
    expect(result).toEqual({
      vacation: { name: 'Inventory', startDate: '2026-12-28', endDate: '2026-12-28', notes: null },
      errors: {},
    });
  });

  it('names end_date when the vacation ends before it starts', () => {
    const { errors } = checkVacation({
      name: 'Count',
      startDate: '2026-12-28',
      endDate: '2026-12-27',
      notes: null,
    });
    expect(errors).toEqual({ end_date: [VACATION_MESSAGES.endBeforeStart] });
  });

  it('names every missing or unreadable field', () => {
    const { errors } = checkVacation({ name: '', startDate: '2026-02-30', endDate: 'soon', notes: null });
    expect(errors).toEqual({
      name: [VACATION_MESSAGES.required],
      start_date: [INVALID_DATE_MESSAGE],
      end_date: [INVALID_DATE_MESSAGE],
    });
  });
});
