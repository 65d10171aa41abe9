/**
 * The one codec between DomainError and Temporal failures (STYLE habit 6). On the worker side an
 * activity's refusal becomes a non-retryable ApplicationFailure whose type is the error code: a
 * refusal is an answer, not a fault to retry; a failed query becomes a DatabaseFailure carrying
 * its SQLSTATE and constraint but not its parameters, since failure messages are stored in the
 * workflow's history and shown in the Temporal UI. On the client side an update that failed that
 * way becomes the same DomainError again, so the API answers its HTTP status (409 invalid move,
 * 422 rule, 404 line), and a deadline becomes a 503 the caller may retry.
 */
import { WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure } from '@temporalio/common';
import {
  DomainError,
  ERROR_STATUS,
  isDomainError,
  type ErrorCode,
  type FieldErrors,
} from '../../domain/errors.ts';
import { withoutSqlParameters } from '../database-errors.ts';

/** The failure an activity throws for a domain refusal. */
export function toApplicationFailure(error: DomainError): ApplicationFailure {
  return ApplicationFailure.create({
    type: error.code,
    message: error.detail,
    nonRetryable: true,
    details: error.fields ? [{ fields: error.fields }] : [],
  });
}

/**
 * What an activity's error becomes before Temporal records it: a failed query without its
 * parameters (retried as before: its type is 'DatabaseFailure'); anything else unchanged. Applied
 * to every activity by the worker's interceptor (worker/activity-failures.ts).
 */
export function toSafeActivityError(error: unknown): unknown {
  return withoutSqlParameters(error);
}

/** Runs an activity body, rethrowing a domain refusal as the typed failure. */
export async function refusing<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (!isDomainError(error)) throw toSafeActivityError(error);
    throw toApplicationFailure(error);
  }
}

function isCode(type: string | undefined | null): type is ErrorCode {
  return !!type && type in ERROR_STATUS;
}

function fieldsOf(failure: ApplicationFailure): FieldErrors | undefined {
  const first = failure.details?.[0] as { fields?: FieldErrors } | undefined;
  return first?.fields;
}

/** The DomainError a failed update carries (from the validator or from an activity), if any. */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (!(error instanceof WorkflowUpdateFailedError)) return undefined;
  let cause = error.cause;
  if (cause instanceof ActivityFailure) cause = cause.cause;
  if (cause instanceof ApplicationFailure && isCode(cause.type))
    return new DomainError(cause.type, cause.message, { fields: fieldsOf(cause) });
  return undefined;
}

/** The server did not answer in time: the command may still complete, so the caller may retry. */
export function isDeadlineExceeded(error: unknown): boolean {
  return (
    error instanceof WorkflowUpdateRPCTimeoutOrCancelledError ||
    (error as { code?: number } | null)?.code === 4 /* DEADLINE_EXCEEDED */
  );
}

/**
 * What the API answers for what the client threw: the carried DomainError, a 503 with `unavailable`
 * past the deadline, else the error itself (a WorkflowNotFoundError is the caller's to explain).
 */
export function decodeClientError(error: unknown, unavailable: string): unknown {
  const refusal = domainErrorOf(error);
  if (refusal) return refusal;
  if (error instanceof WorkflowUpdateFailedError) return error;
  if (isDeadlineExceeded(error))
    return new DomainError('SERVICE_UNAVAILABLE', unavailable, { retryAfterSeconds: 5 });
  return error;
}
