/**
 * The signup's field rules (pharmacy-side §5 and §9): masks, dates in the future, the date of birth
 * window, licence date parts, the GPO name rule, the document rule, the uniqueness messages.
 */
import { daysBetween, parseDate } from '../dates.ts';

export const SIGNUP_MESSAGES = {
  phone: 'Please enter a phone number in the format (999) 999-9999',
  taxId: 'Please enter a tax id in the format 99-9999999',
  gln: 'Please enter a GLN of 13 digits',
  ncpdp: 'Please enter an NCPDP number of 7 digits',
  zip: 'Please enter a 5-digit ZIP code',
  future: 'Please enter a date in the future',
  past: 'Please enter a date in the past',
  dobWindow: 'Please enter a date of birth within the last 100 years',
  /** Ours (docs/decisions.md): the spec gives the 100-year window, not the adult age. */
  dobAdult: 'The owner must be at least 18 years old',
  gpoName: 'Please enter the name of your group purchasing organisation',
  terms: 'Please accept the terms and conditions',
  documents: 'Please upload your state licence and DEA documents, or tick the faxed option',
  deaFormat: 'Please enter a valid DEA number',
  deaCheckDigit: 'The DEA number’s check digit is wrong',
  required: 'This field is required.',
  tooManyLicences: 'At most 60 state licences',
} as const;

/** §5 Uniqueness: an existing account holding this value. */
export const accountExistsMessage = (field: string) => `An account already exists for this ${field}`;
export const EMAIL_TAKEN_MESSAGE = 'Sorry, but an account with this email already exists in our system.';

/**
 * Ours (issue 22): the spec's "up to 1000 licence groups" is the old form's array bound, not a
 * business number, and let one signup name 1,000 licence numbers. A pharmacy holds one licence per
 * jurisdiction it ships to: 50 states, DC and the territories are 57, so 60 leaves room.
 */
export const MAX_LICENCES = 60;
export const DOB_WINDOW_YEARS = 100;
/** The owner signs contracts for the pharmacy: an adult. */
export const OWNER_MIN_AGE_YEARS = 18;
/** A licence expiring within this many days "expires soon" (the review's warning, the 30-day notice). */
export const EXPIRES_SOON_DAYS = 30;

export const PHONE_MASK = /^\(\d{3}\) \d{3}-\d{4}$/;
export const TAX_ID_MASK = /^\d{2}-\d{7}$/;
export const GLN_MASK = /^\d{13}$/;
export const NCPDP_MASK = /^\d{7}$/;
export const ZIP_MASK = /^\d{5}$/;

/** The ISO date of month/day/year parts, or null when they are not a real calendar date. */
export function dateFromParts(parts: { month: string; day: string; year: string }): string | null {
  if (!/^\d{1,2}$/.test(parts.month) || !/^\d{1,2}$/.test(parts.day) || !/^\d{4}$/.test(parts.year))
    return null;
  return parseDate(`${parts.month}-${parts.day}-${parts.year}`);
}

/** True when the ISO date is after today (an expiry must be in the future). */
export function isInFuture(isoDate: string, today: string): boolean {
  return daysBetween(today, isoDate) > 0;
}

/** The same month and day `years` years before an ISO date (February 29 counts from March 1). */
function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-');
  return `${Number(y) - years}-${m}-${d}`;
}

/** The owner's age in whole years on `today` (ISO dates). */
export function ageOn(isoDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(isoDate.slice(0, 4));
  return today.slice(5) < isoDate.slice(5) ? years - 1 : years;
}

/**
 * A date of birth: in the past, not earlier than 100 years back, and an adult's (18 today or
 * before), since the owner signs for the pharmacy.
 */
export function dobProblem(isoDate: string, today: string): string | null {
  if (daysBetween(isoDate, today) <= 0) return SIGNUP_MESSAGES.past;
  if (isoDate < yearsBefore(today, DOB_WINDOW_YEARS)) return SIGNUP_MESSAGES.dobWindow;
  return ageOn(isoDate, today) < OWNER_MIN_AGE_YEARS ? SIGNUP_MESSAGES.dobAdult : null;
}

/** The GPO name is required only when part_of_a_gpo is Yes. */
export function gpoNameRequired(partOfAGpo: string): boolean {
  return partOfAGpo === 'Yes';
}

/** Licence documents are required unless the faxed or auto-download option is ticked. */
export function documentsRequired(documentsByFax: boolean): boolean {
  return !documentsByFax;
}
