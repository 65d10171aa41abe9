import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationMessages } from './validation-messages.ts';

/** The first message a schema gives a value, as the API's 400 and a form show it. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('validationMessage', () => {
  beforeAll(installValidationMessages);

  it('says a missing or null field is required, whatever its type', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('is required');
    expect(messageOf(z.object({ name: z.string() }), { name: null })).toBe('is required');
    expect(messageOf(z.object({ kind: z.enum(['a', 'b']) }), {})).toBe('is required');
    expect(messageOf(z.object({ id: z.union([z.string(), z.number()]) }), {})).toBe('is required');
    expect(messageOf(z.string().trim().min(1), '  ')).toBe('is required');
  });

  it('names the kind of value a wrong type must be', () => {
    expect(messageOf(z.string(), 5)).toBe('must be text');
    expect(messageOf(z.number(), '5')).toBe('must be a number');
    expect(messageOf(z.coerce.number(), 'abc')).toBe('must be a number');
    expect(messageOf(z.number().int(), 1.5)).toBe('must be a whole number');
    expect(messageOf(z.boolean(), 'yes')).toBe('must be true or false');
    expect(messageOf(z.array(z.string()), 'a')).toBe('must be a list');
    expect(messageOf(z.object({}), 'a')).toBe('must be an object');
    expect(messageOf(z.date(), 'a')).toBe('must be a date');
  });

  it('says the bound in characters, items or the number itself', () => {
    expect(messageOf(z.string().min(3), 'ab')).toBe('must be at least 3 characters');
    expect(messageOf(z.string().max(1), 'ab')).toBe('must be at most 1 character');
    expect(messageOf(z.string().length(5), 'ab')).toBe('must be exactly 5 characters');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('must have at least 1 item');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('must have at most 2 items');
    expect(messageOf(z.number().min(1), 0)).toBe('must be at least 1');
    expect(messageOf(z.number().max(99), 100)).toBe('must be at most 99');
    expect(messageOf(z.number().positive(), 0)).toBe('must be greater than 0');
    expect(messageOf(z.number().lt(10), 10)).toBe('must be less than 10');
    expect(messageOf(z.date().min(new Date('2026-01-01')), new Date('2025-12-31'))).toBe(
      'must be on or after 2026-01-01',
    );
    expect(messageOf(z.number().multipleOf(0.01), 1.001)).toBe('must be a multiple of 0.01');
  });

  it('lists the allowed values of an option, in the API’s words', () => {
    expect(messageOf(z.enum(['net_terms', 'credit_card']), 'cash')).toBe(
      'must be one of: net_terms, credit_card',
    );
    expect(messageOf(z.literal(true), false)).toBe('must be true');
    const Move = z.discriminatedUnion('type', [
      z.object({ type: z.literal('accept') }),
      z.object({ type: z.literal('decline') }),
    ]);
    expect(messageOf(Move, { type: 'maybe' })).toBe('must be one of: accept, decline');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('is not valid');
  });

  it('says what a well-formed value looks like', () => {
    expect(messageOf(z.email(), 'someone')).toBe('must be a valid email address');
    expect(messageOf(z.uuid(), '12')).toBe('is not a valid id');
    expect(messageOf(z.url(), 'here')).toBe('must be a valid URL');
    expect(messageOf(z.iso.date(), '2026-13-01')).toBe('must be a date (YYYY-MM-DD)');
    expect(messageOf(z.string().regex(/^\d{5}$/), 'abc')).toBe('is not in the expected format');
    expect(messageOf(z.string().startsWith('NDC'), 'x')).toBe('must start with "NDC"');
  });

  it('covers the remaining codes in plain words', () => {
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('has fields that are not permitted: extra');
    expect(messageOf(z.record(z.string().startsWith('a'), z.string()), { b: 'x' })).toBe(
      'has a key that is not permitted',
    );
    expect(messageOf(z.map(z.object({}), z.number()), new Map([[{}, 'x']]))).toBe(
      'has an entry that is not valid',
    );
    expect(
      messageOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('is not valid');
  });

  it('keeps the message a schema gives itself', () => {
    expect(messageOf(z.string().min(1, 'Name is required'), '')).toBe('Name is required');
    expect(messageOf(z.string({ error: 'Pick a state' }), undefined)).toBe('Pick a state');
    expect(messageOf(z.email('Please enter a valid email address.'), 'x')).toBe(
      'Please enter a valid email address.',
    );
  });
});
