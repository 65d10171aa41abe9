/**
 * The identifiers a pharmacy application names (issue 22, identity squatting): its email, DEA
 * number, federal tax id and state licences are held only once support approves it. Until then a
 * second application naming one of them is accepted and both are shown to support as colliding;
 * approval is refused when an approved account took one meanwhile; support may release a rejected
 * application's identifiers so they are never named as a collision again.
 */
import { DomainError } from '../errors.ts';
import type { AccountReviewStatus } from './account-review.ts';

/** A field of the signup that names an identifier. */
export type IdentifierField = 'email' | 'dea_number' | 'federal_tax_id' | 'state_licence';

const LABELS: Record<IdentifierField, string> = {
  email: 'email',
  dea_number: 'DEA number',
  federal_tax_id: 'federal tax id',
  state_licence: 'state licence number',
};

export const IDENTIFIER_MESSAGES = {
  notRejected: 'Only a rejected application’s identifiers can be released.',
  alreadyReleased: 'This application’s identifiers were already released.',
  released: 'The application’s identifiers were released.',
} as const;

/** Support's refusal to approve an application whose `field` an approved account holds now. */
export function identifierTakenAtApproval(field: IdentifierField): DomainError {
  return new DomainError(
    'RESOURCE_CONFLICT',
    `This application cannot be approved: an approved account already holds its ${LABELS[field]}.`,
    { message: `approval refused: ${field} reserved by another account` },
  );
}

/** Whether support may release the identifiers of an application in `status`; throws otherwise. */
export function assertIdentifiersReleasable(status: AccountReviewStatus, releasedAt: Date | null): void {
  if (status !== 'rejected') throw new DomainError('RESOURCE_CONFLICT', IDENTIFIER_MESSAGES.notRejected);
  if (releasedAt) throw new DomainError('RESOURCE_CONFLICT', IDENTIFIER_MESSAGES.alreadyReleased);
}
