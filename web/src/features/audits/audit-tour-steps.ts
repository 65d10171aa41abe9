/**
 * The audit demo tour's steps (supplier-side §2 Audits): a sample audit record and two modals
 * switched by the step — steps 3 and 4 show the configure modal, step 5 the email composer.
 * Steps are numbered from 1, as the spec counts them.
 */

export type TourModal = 'configure' | 'email';

export type TourStep = { title: string; body: string };

export const AUDIT_TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Your audits',
    body: 'Every audit you open is listed here. The highlighted row is a sample, shown only during this tour.',
  },
  {
    title: 'Follow its status',
    body: 'A new audit awaits the wholesaler. Once it sends the proofs of purchase the status becomes “Details sent”.',
  },
  {
    title: 'Configure the audit',
    body: 'Choose the wholesaler you bought from and the auditor: a company already listed, or a new one by name.',
  },
  {
    title: 'Period and point of contact',
    body: 'Give the period whose purchases need proof (the end date cannot be before the start) and who at the auditor to contact.',
  },
  {
    title: 'The wholesaler is asked',
    body: 'Sending the audit emails the wholesaler your request with the period and the deadline.',
  },
  {
    title: 'Download the proofs',
    body: 'When the wholesaler answers, open “Proofs” on the audit to download them. If something is missing, notify support from there.',
  },
];

export const TOUR_LENGTH = AUDIT_TOUR_STEPS.length;

/** The modal a step shows: steps 3 and 4 the configure modal, step 5 the email composer (§2). */
export function tourModalAt(step: number): TourModal | null {
  if (step === 3 || step === 4) return 'configure';
  if (step === 5) return 'email';
  return null;
}

/** The sample audit record the tour shows in the list (never sent anywhere). */
export const SAMPLE_AUDIT = {
  wholesaler: 'Sample Wholesale Drug',
  auditor: 'Sample PBM Audit Services',
  startDate: '01/01/2026',
  endDate: '03/31/2026',
  deadline: '04/30/2026',
  contact: 'Pat Reviewer · pat@sample-auditor.example',
} as const;
