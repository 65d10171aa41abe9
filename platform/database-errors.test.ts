import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseFailure, withoutSqlParameters } from './database-errors.ts';
import { scrub } from './logger.ts';

/** What postgres.js throws: the server's fields on an Error named PostgresError. */
function serverError(code: string, message: string, fields: Record<string, string> = {}) {
  return Object.assign(new Error(message), { name: 'PostgresError', code, ...fields });
}

const uniqueViolation = () =>
  new DrizzleQueryError(
    'insert into "users" ("email") values ($1)',
    ['alice@example.com'],
    serverError('23505', 'duplicate key value violates unique constraint "users_email_key"', {
      constraint_name: 'users_email_key',
      table_name: 'users',
      detail: 'Key (email)=(alice@example.com) already exists.',
    }),
  );

describe('withoutSqlParameters', () => {
  it('keeps the SQLSTATE, constraint and table of a failed query and drops its parameters', () => {
    const safe = withoutSqlParameters(uniqueViolation()) as DatabaseFailure;
    expect(safe).toBeInstanceOf(DatabaseFailure);
    expect(safe.toFields()).toEqual({ sqlstate: '23505', constraint: 'users_email_key', table: 'users' });
    expect(safe.message).toBe(
      'Database error 23505 (constraint users_email_key, table users): duplicate key value violates unique constraint "users_email_key"',
    );
    expect(`${safe.message}\n${safe.stack}`).not.toContain('alice@example.com');
    expect(safe.stack).toMatch(/^DatabaseFailure: .*\n\s+at /);
  });

  it('withholds the server message of a data exception, which may quote the value', () => {
    const error = serverError('22P02', 'invalid input syntax for type uuid: "secret-value"');
    expect((withoutSqlParameters(error) as Error).message).toBe('Database error 22P02: data exception');
  });

  it('withholds the message of a wrapper whose cause is below the server', () => {
    const lost = new DrizzleQueryError('select $1', ['secret-value'], new Error('write CONNECTION_CLOSED'));
    const safe = withoutSqlParameters(lost) as DatabaseFailure;
    expect(safe.message).toBe('Database query failed: write CONNECTION_CLOSED');
    expect(safe.sqlstate).toBe('unknown');
  });

  it('names a driver error that carries the parameters by its name and code only', () => {
    const error = Object.assign(new TypeError('Received type string ("secret-value")'), {
      code: 'ERR_INVALID_ARG_TYPE',
      parameters: ['secret-value'],
    });
    expect((withoutSqlParameters(error) as Error).message).toBe(
      'Database query failed: TypeError ERR_INVALID_ARG_TYPE',
    );
  });

  it('returns any other error unchanged', () => {
    const error = new Error('plain');
    expect(withoutSqlParameters(error)).toBe(error);
    expect(withoutSqlParameters('text')).toBe('text');
  });
});

describe('scrub of a failed query', () => {
  it('logs the facts of the failure and none of its parameters', () => {
    const logged = scrub({ error: uniqueViolation() }) as { error: Record<string, string> };
    expect(logged.error).toMatchObject({
      name: 'DatabaseFailure',
      sqlstate: '23505',
      constraint: 'users_email_key',
    });
    expect(JSON.stringify(logged)).not.toContain('alice@example.com');
  });
});
