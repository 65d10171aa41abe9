import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { asRefusal, guard, refusal } from './refusals.ts';

describe('refusals', () => {
  it('types a refusal with the error code, non-retryable, field errors in its details', () => {
    const failure = refusal('REQUEST_INVALID', 'bad input', { name: ['required'] });
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure.type).toBe('REQUEST_INVALID');
    expect(failure.message).toBe('bad input');
    expect(failure.nonRetryable).toBe(true);
    expect(failure.details).toEqual([{ fields: { name: ['required'] } }]);
  });

  it('turns a domain error into its refusal and unwraps an activity failure', () => {
    const fromDomain = asRefusal(new DomainError('RESOURCE_CONFLICT', 'taken'));
    expect(fromDomain).toMatchObject({ type: 'RESOURCE_CONFLICT', message: 'taken', nonRetryable: true });
    const cause = ApplicationFailure.nonRetryable('declined', 'OFFER_NOT_ACTIONABLE');
    const wrapped = new ActivityFailure('failed', 'act', 'id', 'NON_RETRYABLE_FAILURE', undefined, cause);
    expect(asRefusal(wrapped)).toBe(cause);
    const other = new Error('boom');
    expect(asRefusal(other)).toBe(other);
  });

  it('guard throws the typed failure of a refused check', () => {
    expect(() =>
      guard(() => {
        throw new DomainError('OFFER_NOT_ACTIONABLE', 'no');
      }),
    ).toThrow(expect.objectContaining({ type: 'OFFER_NOT_ACTIONABLE' }));
    expect(() => guard(() => undefined)).not.toThrow();
  });
});
