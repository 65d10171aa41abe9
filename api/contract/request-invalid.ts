import type { z } from 'zod';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';

/** Parses a value against a schema; a refusal is the 400 every route answers. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw requestInvalid(result.error);
}

/** A schema's refusal as the 400 every route answers: `field: message`, and every field's messages. */
export function requestInvalid(error: z.ZodError): DomainError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'body'];
    for (const key of keys) {
      const message = issue.code === 'unrecognized_keys' ? 'is not a permitted field' : issue.message;
      (fields[key] ??= []).push(message);
    }
  }
  const [field, messages] = Object.entries(fields)[0]!;
  return new DomainError('REQUEST_INVALID', `${field}: ${messages[0]}`, { fields });
}
