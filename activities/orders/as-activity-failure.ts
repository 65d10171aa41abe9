/**
 * Activities turn a DomainError into a non-retryable ApplicationFailure whose type is the error
 * code (STYLE habit 5): a refusal is an answer, not a fault to retry.
 */
import { ApplicationFailure } from '@temporalio/common';
import { isDomainError } from '../../domain/errors.ts';

/** Runs an activity body, rethrowing a domain refusal as the typed failure. */
export async function refusing<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw ApplicationFailure.create({
      type: error.code,
      message: error.detail,
      nonRetryable: true,
      details: error.fields ? [{ fields: error.fields }] : [],
    });
  }
}
