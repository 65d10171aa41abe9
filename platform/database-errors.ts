/**
 * What may be said about a failed query outside the process (a log line, a Temporal failure): its
 * SQLSTATE, constraint, table and column, never the query's parameters (ASVS v5 16.2.5: a
 * parameter can be an email, a card token, a whole imported row).
 *
 * Two shapes carry parameters today. drizzle-orm wraps every failed query in an error whose message
 * is `Failed query: <sql>\nparams: <values>` (and whose stack repeats it); postgres.js attaches
 * `query` and `parameters` to its PostgresError, and the server's own `detail` quotes the row
 * ('Key (email)=(…) already exists.'). Duck-typed rather than imported, so the logger does not load
 * the database driver into processes that never talk to the database (the CLI).
 */

/** SQLSTATE classes whose server message may quote a value ('invalid input syntax for type uuid: "…"'). */
const VALUE_QUOTING_CLASSES = new Set(['22']);

export type DatabaseFacts = {
  sqlstate: string;
  constraint?: string;
  table?: string;
  column?: string;
};

/** A failed query, reduced to what may leave the process. */
export class DatabaseFailure extends Error {
  readonly sqlstate: string;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;

  constructor(facts: DatabaseFacts, message: string, frames: string) {
    super(message);
    this.name = 'DatabaseFailure';
    this.sqlstate = facts.sqlstate;
    this.constraint = facts.constraint;
    this.table = facts.table;
    this.column = facts.column;
    this.stack = `${this.name}: ${message}${frames ? `\n${frames}` : ''}`;
  }

  /** The facts as log fields. */
  toFields(): Record<string, string> {
    const fields: Record<string, string> = { sqlstate: this.sqlstate };
    if (this.constraint) fields.constraint = this.constraint;
    if (this.table) fields.table = this.table;
    if (this.column) fields.column = this.column;
    return fields;
  }
}

type ServerError = Error & {
  code: string;
  constraint_name?: string;
  table_name?: string;
  column_name?: string;
};

function isServerError(error: unknown): error is ServerError {
  return (
    error instanceof Error &&
    error.name === 'PostgresError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** An error that carries a query's values (drizzle's wrapper; postgres.js in debug mode). */
function carriesParameters(error: Error): boolean {
  return 'params' in error || 'parameters' in error || error.message.startsWith('Failed query:');
}

/** The `at …` lines of a stack, without the message lines above them (which may quote values). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** An error's message, or only its name and code when it carries parameters (Node may quote values). */
function describeBelow(error: Error): string {
  if (!carriesParameters(error)) return error.message;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}

function messageOf(error: ServerError): string {
  const facts = [
    error.constraint_name && `constraint ${error.constraint_name}`,
    error.table_name && `table ${error.table_name}`,
    error.column_name && `column ${error.column_name}`,
  ].filter(Boolean);
  const said = VALUE_QUOTING_CLASSES.has(error.code.slice(0, 2)) ? 'data exception' : error.message;
  return `Database error ${error.code}${facts.length ? ` (${facts.join(', ')})` : ''}: ${said}`;
}

/**
 * The error as it may leave the process: a failed query (or drizzle's wrapper of one) becomes a
 * DatabaseFailure with its SQLSTATE, constraint and table and the wrapper's stack frames; any other
 * error that carries parameters loses its message; the rest is returned unchanged.
 */
export function withoutSqlParameters(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof DatabaseFailure) return error;
  const cause = (error as { cause?: unknown }).cause;
  const server = isServerError(error) ? error : isServerError(cause) ? cause : undefined;
  if (server) {
    const facts: DatabaseFacts = { sqlstate: server.code };
    if (server.constraint_name) facts.constraint = server.constraint_name;
    if (server.table_name) facts.table = server.table_name;
    if (server.column_name) facts.column = server.column_name;
    return new DatabaseFailure(facts, messageOf(server), framesOf(error));
  }
  if (carriesParameters(error)) {
    // A failure below the server (a lost connection, a value the driver cannot send), or drizzle's
    // wrapper of one: what went wrong, told without the values.
    const wrapper = error.message.startsWith('Failed query:');
    const below = wrapper ? (cause instanceof Error ? cause : undefined) : error;
    const said = below ? `Database query failed: ${describeBelow(below)}` : 'Database query failed';
    return new DatabaseFailure({ sqlstate: 'unknown' }, said, framesOf(error));
  }
  return error;
}
