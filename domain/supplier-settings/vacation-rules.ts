/**
 * A supplier's vacation time (pharmacy-side §3 Vacation time: name, start_date, end_date, notes;
 * supplier-side §3 Holiday/vacation time): a closed period, both ends included, ending on or after
 * its start. Pure.
 */
import { INVALID_DATE_MESSAGE, parseDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';

export type VacationInput = { name: string; startDate: string; endDate: string; notes: string | null };

/** Our wording where the spec gives none (docs/decisions.md). */
export const VACATION_MESSAGES = {
  required: 'This field is required.',
  endBeforeStart: 'End date cannot be before the start date.',
} as const;

/** The vacation as stored (ISO dates, trimmed text, blank notes as none) with its field errors. */
export function checkVacation(input: VacationInput): { vacation: VacationInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (name === '') errors.name = [VACATION_MESSAGES.required];
  const startDate = parseDate(input.startDate);
  const endDate = parseDate(input.endDate);
  if (startDate === null) errors.start_date = [INVALID_DATE_MESSAGE];
  if (endDate === null) errors.end_date = [INVALID_DATE_MESSAGE];
  else if (startDate !== null && endDate < startDate) errors.end_date = [VACATION_MESSAGES.endBeforeStart];
  const notes = input.notes?.trim() || null;
  return {
    vacation: { name, startDate: startDate ?? input.startDate, endDate: endDate ?? input.endDate, notes },
    errors,
  };
}
