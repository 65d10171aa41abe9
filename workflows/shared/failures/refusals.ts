/**
 * Refusals that travel back to the API caller of an update: an ApplicationFailure whose type is
 * the DomainError code (STYLE habit 5), so the route answers the code's HTTP status.
 */
import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';
import { isDomainError, type ErrorCode, type FieldErrors } from '../../../domain/errors.ts';

/** A non-retryable failure typed with the error code; field errors ride in its details. */
export function refusal(code: ErrorCode, detail: string, fields?: FieldErrors): ApplicationFailure {
  return ApplicationFailure.create({
    type: code,
    message: detail,
    nonRetryable: true,
    details: fields ? [{ fields }] : [],
  });
}

/** A domain refusal or an activity's refusal as the failure the update caller sees; anything else unchanged. */
export function asRefusal(error: unknown): unknown {
  if (isDomainError(error)) return refusal(error.code, error.detail, error.fields);
  if (error instanceof ActivityFailure && error.cause instanceof ApplicationFailure) return error.cause;
  return error;
}

/** Runs a synchronous check (a validator's), turning a domain refusal into the typed failure. */
export function guard(check: () => void): void {
  try {
    check();
  } catch (error) {
    throw asRefusal(error);
  }
}
