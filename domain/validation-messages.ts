/**
 * The words a refused value gets when its schema gives none: one error map for every zod schema,
 * installed where the API app is built and where the web app starts. The API answers `field: message`
 * and a form prints the message under its field, so each message reads after a field's name
 * ("quantity: must be at least 1"). zod's own defaults ("Invalid input: expected string, received
 * undefined") speak to a programmer; a message a schema gives itself still comes first.
 */
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** Every value kind zod names in `expected`, in the words a user reads. */
const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  tuple: 'must be a list',
  set: 'must be a list',
  object: 'must be an object',
  record: 'must be an object',
  map: 'must be an object',
  date: 'must be a date',
  file: 'must be a file',
};

/** The string formats, said as what the value must be. */
const FORMAT_WORDS: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a valid URL',
  uuid: 'is not a valid id',
  uuidv4: 'is not a valid id',
  uuidv6: 'is not a valid id',
  uuidv7: 'is not a valid id',
  guid: 'is not a valid id',
  cuid: 'is not a valid id',
  cuid2: 'is not a valid id',
  ulid: 'is not a valid id',
  nanoid: 'is not a valid id',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time (ISO 8601)',
  time: 'must be a time (HH:MM)',
  e164: 'must be a phone number in international format',
};

/** What a size bound counts, by the kind of value it bounds. */
const UNITS: Record<string, [one: string, many: string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

const count = (n: number | bigint, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

const bound = (origin: string, n: number | bigint) =>
  origin === 'date' ? new Date(Number(n)).toISOString().slice(0, 10) : String(n);

/** A value from a schema's list, as the API spells it. */
const spell = (value: unknown) => (typeof value === 'string' ? value : String(value));

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum } = issue;
  const units = UNITS[origin];
  if (units) {
    if (origin === 'string' && minimum === 1) return 'is required';
    const verb = units[0] === 'item' ? 'must have' : 'must be';
    return `${verb} ${issue.exact ? 'exactly' : 'at least'} ${count(minimum, units)}`;
  }
  if (origin === 'date') return `must be on or after ${bound(origin, minimum)}`;
  return issue.inclusive === false ? `must be greater than ${minimum}` : `must be at least ${minimum}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum } = issue;
  const units = UNITS[origin];
  if (units) {
    const verb = units[0] === 'item' ? 'must have' : 'must be';
    return `${verb} ${issue.exact ? 'exactly' : 'at most'} ${count(maximum, units)}`;
  }
  if (origin === 'date') return `must be on or before ${bound(origin, maximum)}`;
  return issue.inclusive === false ? `must be less than ${maximum}` : `must be at most ${maximum}`;
}

function badFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if ('prefix' in issue) return `must start with "${String(issue.prefix)}"`;
  if ('suffix' in issue) return `must end with "${String(issue.suffix)}"`;
  if ('includes' in issue) return `must contain "${String(issue.includes)}"`;
  return FORMAT_WORDS[issue.format] ?? 'is not in the expected format';
}

/** The plain message for a refused value, keyed on zod's issue code. */
export function validationMessage(issue: Issue): string {
  // A missing field is reported as a wrong type (or no option matched): it is simply required.
  if (issue.input === undefined && ['invalid_type', 'invalid_union', 'invalid_value'].includes(issue.code)) {
    return 'is required';
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === null) return 'is required';
      return TYPE_WORDS[issue.expected] ?? 'is not valid';
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${spell(issue.values[0])}`
        : `must be one of: ${issue.values.map(spell).join(', ')}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has fields that are not permitted: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options) && issue.options.length > 0
        ? `must be one of: ${issue.options.map(spell).join(', ')}`
        : 'is not valid';
    case 'invalid_key':
      return 'has a key that is not permitted';
    case 'invalid_element':
      return 'has an entry that is not valid';
    case 'custom':
      return 'is not valid';
  }
}

/** Makes `validationMessage` the words of every schema that gives none (idempotent). */
export function installValidationMessages(): void {
  z.config({ customError: validationMessage });
}
