/**
 * What a pharmacy's request form sends, checked and read into cents and days (issue 11): a credit
 * increase asks for a new credit line and/or longer terms (at least one ticked, each with its
 * value); an account-type change asks for net terms (due day required unless due on the last day);
 * an end-of-month change asks for net days.
 */
import { DomainError } from '../errors.ts';
import {
  assertNetDays,
  creditCentsOf,
  dueDayOf,
  REQUEST_MESSAGES,
  type CustomerRequestKind,
} from './requests.ts';

export type RequestForm =
  | {
      kind: 'credit_increase';
      credit_increase?: boolean | undefined;
      terms_increase?: boolean | undefined;
      credit_allocated?: string | number | undefined;
      net_days?: number | undefined;
      note?: string | undefined;
    }
  | {
      kind: 'payment_account_change';
      credit_allocated: string | number;
      net_days: number;
      invoices_due_on_last_day: boolean;
      invoices_due_day?: number | undefined;
      note?: string | undefined;
    }
  | { kind: 'eom_change'; net_days: number; note?: string | undefined };

export type AskedTerms = {
  kind: CustomerRequestKind;
  creditIncrease: boolean;
  termsIncrease: boolean;
  askedCreditCents: number | null;
  askedNetDays: number | null;
  askedDueOnLastDay: boolean | null;
  askedDueDay: number | null;
  note: string | null;
};

const required = (field: string) =>
  new DomainError('CUSTOMER_REQUEST_INVALID', `${field} is required.`, {
    fields: { [field]: ['This field is required.'] },
  });

/** The form read into the asked terms; 422 naming the field when a rule fails. */
export function askedTermsOf(form: RequestForm): AskedTerms {
  const base = { note: form.note?.trim() || null, creditIncrease: false, termsIncrease: false };
  switch (form.kind) {
    case 'credit_increase': {
      const credit = form.credit_increase === true;
      const terms = form.terms_increase === true;
      if (!credit && !terms)
        throw new DomainError('CUSTOMER_REQUEST_INVALID', REQUEST_MESSAGES.nothingAsked, {
          fields: { credit_increase: [REQUEST_MESSAGES.nothingAsked] },
        });
      if (credit && form.credit_allocated === undefined) throw required('credit_allocated');
      if (terms && form.net_days === undefined) throw required('net_days');
      return {
        ...base,
        kind: form.kind,
        creditIncrease: credit,
        termsIncrease: terms,
        askedCreditCents: credit ? creditCentsOf(form.credit_allocated!) : null,
        askedNetDays: terms ? assertNetDays(form.net_days!) : null,
        askedDueOnLastDay: null,
        askedDueDay: null,
      };
    }
    case 'payment_account_change':
      return {
        ...base,
        kind: form.kind,
        askedCreditCents: creditCentsOf(form.credit_allocated),
        askedNetDays: assertNetDays(form.net_days),
        askedDueOnLastDay: form.invoices_due_on_last_day,
        askedDueDay: dueDayOf(form.invoices_due_on_last_day, form.invoices_due_day),
      };
    case 'eom_change':
      return {
        ...base,
        kind: form.kind,
        askedCreditCents: null,
        askedNetDays: assertNetDays(form.net_days),
        askedDueOnLastDay: null,
        askedDueDay: null,
      };
  }
}
