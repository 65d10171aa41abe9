/**
 * The RFC 9457 problem document every failure answers with (api/problem.ts builds it), as the
 * contract declares it for each route's error statuses.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/errors.ts';

export const FieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: 'Messages per field, keyed by the field name (nested fields dotted).' });

/**
 * The closed set of codes a problem carries (domain/errors.ts, plus INTERNAL for an unexpected
 * failure): a client acts on the code, never on the text. docs/api-contract.md lists them.
 */
export const PROBLEM_CODES = [...ERROR_CODES, 'INTERNAL'] as const;

export const ProblemCodeSchema = z
  .enum(PROBLEM_CODES)
  .meta({ id: 'ProblemCode', description: 'The closed error code (domain/errors.ts), area first.' });

export const ProblemSchema = z
  .strictObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().meta({ description: 'What the user may read.' }),
    code: ProblemCodeSchema,
    message: z.string().meta({ description: 'The same text as detail: what the web app toasts.' }),
    msg: z.string().meta({ description: 'The same text again: what the spec’s import pages read.' }),
    errors: FieldErrorsSchema.optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'Problem', description: 'An RFC 9457 problem document.' });

export type Problem = z.infer<typeof ProblemSchema>;
