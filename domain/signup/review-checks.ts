/**
 * The checks support's review page shows (issue 12): the DEA number's check digit, each licence's
 * expiry (in the future, and whether it expires soon) and the NCPDP directory's match with what
 * the applicant entered. Pure: the caller reads the rows and the directory.
 */
import { daysBetween } from '../dates.ts';
import { deaNumberProblem } from '../licences/dea-number.ts';
import { ageOn, dobProblem, EXPIRES_SOON_DAYS } from './field-rules.ts';

export type CheckOutcome = 'pass' | 'warn' | 'fail';
export type ReviewCheck = { name: string; outcome: CheckOutcome; detail: string };

/** The DEA number's format and check digit. */
export function deaCheck(deaNumber: string): ReviewCheck {
  const problem = deaNumberProblem(deaNumber);
  return {
    name: `DEA ${deaNumber} check digit`,
    outcome: problem ? 'fail' : 'pass',
    detail:
      problem === 'format' ? 'Not a DEA number' : problem ? 'Check digit is wrong' : 'Check digit is right',
  };
}

/**
 * The owner's date of birth: one the signup form would refuse now (a minor, a date over 100 years
 * back, one in the future) fails; an owner over 90 warns, as an unusual entry worth a second look.
 */
export function ownerAgeCheck(dob: string, today: string): ReviewCheck {
  const name = 'Owner date of birth';
  const problem = dobProblem(dob, today);
  if (problem) return { name, outcome: 'fail', detail: `${dob}: ${problem}` };
  const age = ageOn(dob, today);
  if (age > 90) return { name, outcome: 'warn', detail: `${dob}: the owner would be ${age}` };
  return { name, outcome: 'pass', detail: `${dob}: aged ${age}` };
}

/** A licence's expiry: expired fails, within 30 days warns, later passes. */
export function expiryCheck(label: string, expiresOn: string, today: string): ReviewCheck {
  const days = daysBetween(today, expiresOn);
  const name = `${label} expiry`;
  if (days <= 0) return { name, outcome: 'fail', detail: `Expired on ${expiresOn}` };
  if (days <= EXPIRES_SOON_DAYS)
    return { name, outcome: 'warn', detail: `Expires soon: ${expiresOn} (in ${days} days)` };
  return { name, outcome: 'pass', detail: `Valid until ${expiresOn}` };
}

export type DirectoryEntry = {
  name: string;
  address1: string;
  city: string;
  zipcode: string;
  stateId: number;
};
export type EnteredPharmacy = DirectoryEntry & { ncpdpNumber: string | null };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the NCPDP directory holds against what the applicant entered; fields that differ are named. */
export function ncpdpMatchCheck(entered: EnteredPharmacy, directory: DirectoryEntry | null): ReviewCheck {
  const name = 'NCPDP match';
  if (!entered.ncpdpNumber) return { name, outcome: 'warn', detail: 'No NCPDP number entered' };
  if (!directory)
    return { name, outcome: 'fail', detail: `NCPDP ${entered.ncpdpNumber} is not in the directory` };
  const differing = (['name', 'address1', 'city', 'zipcode'] as const).filter(
    (f) => !same(entered[f], directory[f]),
  );
  if (entered.stateId !== directory.stateId) differing.push('state' as never);
  return differing.length === 0
    ? { name, outcome: 'pass', detail: `Matches the directory's ${directory.name}` }
    : { name, outcome: 'warn', detail: `Differs from the directory in: ${differing.join(', ')}` };
}

/** Wholesaler count is shown in signup only when more than 10 wholesalers are licensed in the state (§9). */
export const WHOLESALER_COUNT_SHOWN_ABOVE = 10;
export function showWholesalersCount(count: number): boolean {
  return count > WHOLESALER_COUNT_SHOWN_ABOVE;
}
