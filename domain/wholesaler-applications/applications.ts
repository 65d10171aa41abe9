/**
 * Wholesaler applications (issue 12, pharmacy-side §2 apply, §3 signup / credit application data,
 * §4 "Signup" wizard): the account types, the wizard's steps, the decisions a wholesaler may make
 * and the clock an application runs on. Pure: the workflow validates each move with these rules
 * before anything is written.
 */
import { DomainError } from '../errors.ts';
import { formatCents, MAX_AMOUNT_CENTS, readDollars } from '../money.ts';

export const APPLICATION_ACCOUNT_TYPES = ['net_terms', 'credit_card', 'cod'] as const;
export type ApplicationAccountType = (typeof APPLICATION_ACCOUNT_TYPES)[number];
export const APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'declined', 'expired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How people say the account types (the API's values are for programs): the forms, lists and PDF. */
export const APPLICATION_ACCOUNT_TYPE_LABELS: Record<ApplicationAccountType, string> = {
  net_terms: 'Net terms',
  credit_card: 'Credit card',
  cod: 'Cash on delivery',
};
/** The statuses as the wholesaler reads them: its applications list and the application PDF. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Waiting for your decision',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
};

/** The application's workflow id: its business key, one per (pharmacy, wholesaler). */
export const wholesalerApplicationWorkflowId = (pharmacyAccountId: string, supplierAccountId: string) =>
  `wholesaler-application:${pharmacyAccountId}:${supplierAccountId}`;

/** The wizard's three fieldsets (step-fieldset1..3). */
export type WizardStep = 1 | 2 | 3;

export const APPLICATION_MESSAGES = {
  notFound: 'Wholesaler application',
  saved: 'Your application details were saved.',
  submitted: 'Your application was sent to the wholesaler.',
  approved: 'The application was approved; the pharmacy is now your customer.',
  declined: 'The application was declined.',
  notDraft: (status: ApplicationStatus) => `This application was already ${status}.`,
  notSigned: 'Please sign the agreement before uploading the voided cheque.',
  detailsFirst: 'Please complete your details first.',
  notSubmitted: 'This application has not been submitted yet.',
  decided: (status: ApplicationStatus) => `This application was already ${status}.`,
  alreadyCustomer: 'You are already a customer of this wholesaler.',
  notLicensed: 'This wholesaler is not licensed to ship to your state.',
  reasonRequired: 'Please give a reason for declining.',
  /** Ours (docs/decisions.md): the approval's credit line, checked in the form and by the API. */
  creditFormat: 'Enter the credit in dollars, like 7500 or 7,500.00.',
  creditTooLarge: `Enter a credit of at most ${formatCents(MAX_AMOUNT_CENTS)}.`,
  creditZero: 'Enter a credit above $0.00: an approval opens net terms.',
  termsRequired: 'A net-terms account needs a credit and net days.',
  termsNotForType: (accountType: ApplicationAccountType) =>
    `Credit and net days are for net-terms accounts only; this application is for ${APPLICATION_ACCOUNT_TYPE_LABELS[accountType].toLowerCase()}.`,
} as const;

/**
 * Credit and net days belong to a net-terms account (issue 22): an approval of one needs both; an
 * approval of a cash-on-delivery or card account gives neither (it pays when it orders). 400 naming
 * each field that is missing or does not belong.
 */
export function assertApprovalTermsFit(
  accountType: ApplicationAccountType,
  given: { creditCents?: number | undefined; netDays?: number | undefined },
): void {
  const present = {
    credit_allocated: given.creditCents !== undefined,
    net_days: given.netDays !== undefined,
  };
  const netTerms = accountType === 'net_terms';
  const wrong = Object.entries(present)
    .filter(([, isPresent]) => isPresent !== netTerms)
    .map(([field]) => field);
  if (wrong.length === 0) return;
  const message = netTerms
    ? APPLICATION_MESSAGES.termsRequired
    : APPLICATION_MESSAGES.termsNotForType(accountType);
  throw new DomainError('REQUEST_INVALID', message, {
    fields: Object.fromEntries(wrong.map((field) => [field, [message]])),
  });
}

/**
 * The credit an approval allocates, read from the wholesaler's text (the shared dollars rule): the
 * cents, or the message that names what is wrong ("$-50-50", "$0 on net 30" and "0" are refused).
 */
export function readApprovalCredit(
  text: string | number,
): { ok: true; cents: number } | { ok: false; message: string } {
  const reading = readDollars(String(text));
  if (!reading.ok)
    return {
      ok: false,
      message:
        reading.problem === 'too_large'
          ? APPLICATION_MESSAGES.creditTooLarge
          : APPLICATION_MESSAGES.creditFormat,
    };
  if (reading.cents === 0) return { ok: false, message: APPLICATION_MESSAGES.creditZero };
  return reading;
}

/** The step the wizard shows for an application as it stands. */
export function currentStep(app: { detailsSaved: boolean; agreementSigned: boolean }): WizardStep {
  if (!app.detailsSaved) return 1;
  return app.agreementSigned ? 3 : 2;
}

/** Going back: from step 3 the wizard skips step 2 (the agreement is signed already). */
export function previousStep(step: WizardStep): WizardStep {
  return step === 3 ? 1 : (Math.max(1, step - 1) as WizardStep);
}

/** After saving step 1: to the agreement, or straight to the cheque when it is signed already. */
export function stepAfterDetails(agreementSigned: boolean): WizardStep {
  return agreementSigned ? 3 : 2;
}

/** The voided cheque is required only when signing happened (pharmacy-side §4). */
export function chequeRequired(agreementSigned: boolean): boolean {
  return agreementSigned;
}

/** The applicant's moves: saving details and attaching the cheque are for a draft only. */
export function assertDraft(app: { status: ApplicationStatus }): void {
  if (app.status !== 'draft')
    throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.notDraft(app.status));
}

/** The cheque step: a draft whose details are saved and whose agreement is signed. */
export function assertChequeAccepted(app: {
  status: ApplicationStatus;
  detailsSaved: boolean;
  agreementSigned: boolean;
}): void {
  assertDraft(app);
  if (!app.detailsSaved) throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.detailsFirst);
  if (!chequeRequired(app.agreementSigned))
    throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.notSigned);
}

/** The wholesaler's decision as the workflow receives it. */
export type ApplicationDecision = {
  supplierAccountId: string;
  userId: string;
  decision: 'approved' | 'declined';
  creditCents?: number | undefined;
  netDays?: number | undefined;
  reason?: string | undefined;
};

/**
 * A decision is the addressed wholesaler's (another's → 404), on a submitted application (else
 * 409); a decline carries its reason (else 422). Whether an approval carries credit and net days
 * depends on the account type (assertApprovalTermsFit, checked by the edge and the decision step).
 */
export function assertDecidable(
  app: { status: ApplicationStatus; supplierAccountId: string },
  decision: ApplicationDecision,
): void {
  if (app.supplierAccountId !== decision.supplierAccountId)
    throw new DomainError('RESOURCE_NOT_FOUND', `${APPLICATION_MESSAGES.notFound} not found`);
  if (app.status === 'draft') throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.notSubmitted);
  if (app.status !== 'submitted')
    throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.decided(app.status));
  if (decision.decision === 'declined' && !decision.reason?.trim())
    throw new DomainError('APPLICATION_DECISION_INCOMPLETE', APPLICATION_MESSAGES.reasonRequired, {
      fields: { reason: [APPLICATION_MESSAGES.reasonRequired] },
    });
}

/**
 * The clock: a draft or a submitted application nobody finishes expires `expiryMs` after it was
 * made or submitted (30 days); the wholesaler is reminded `reminderMs` after submission (3 days).
 */
export type ApplicationDurations = { expiryMs?: number; reminderMs?: number; recheckMs?: number };
const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_APPLICATION_EXPIRY_MS = 30 * DAY;
export const DEFAULT_APPLICATION_REMINDER_MS = 3 * DAY;

/** The waits of one application: the reminder falls before the expiry or not at all. */
export function applicationTimings(durations: ApplicationDurations | undefined) {
  const expiryMs = durations?.expiryMs ?? DEFAULT_APPLICATION_EXPIRY_MS;
  const reminderMs =
    durations?.reminderMs ?? Math.min(DEFAULT_APPLICATION_REMINDER_MS, Math.floor(expiryMs / 2));
  return { expiryMs, reminderMs, recheckMs: durations?.recheckMs ?? 10 * 60_000 };
}
